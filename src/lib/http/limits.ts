/**
 * How many bytes a request body may weigh, in one place (docs/compatibility.md, "Body caps"). A
 * route passes
 * its cap to `readBody` (./body); over it the answer is a 413 at once, the rest never read.
 */

/** JSON calls (admin-ajax actions, the WordPress REST calls that take JSON). */
export const JSON_BODY_CAP_BYTES = 16 * 1024

/** `application/x-www-form-urlencoded` (and `text/plain` beacons) calls. */
export const URLENCODED_BODY_CAP_BYTES = 16 * 1024

/**
 * Every admin-ajax action unless its definition declares more (`maxBodyBytes`): the largest
 * thing an action takes today is the spam feature's pointer trail (50 points), about 1 KB.
 */
export const AJAX_BODY_CAP_BYTES = 16 * 1024

/** The most any action may declare for itself: uploads belong to routes of their own. */
export const AJAX_BODY_CAP_MAX_BYTES = 1024 * 1024

/**
 * The whole contact-form submission at most (its file fields' `limit:`s plus room for text);
 * each form's own, smaller cap is `feedbackBodyCap` in the contact-forms feature.
 */
export const MULTIPART_BODY_CAP_MAX_BYTES = 26 * 1024 * 1024
