/**
 * Business constants and limits of the original site, each defined once; the comment quotes its
 * value. Each is listed with its source in docs/compatibility.md ("Constants: …").
 * Isomorphic: imported by the server, the admin config and browser code alike.
 */

/**
 * The site's time zone: dates and times are Tbilisi's wall clock (events, countdowns, `today` in a
 * form's date rules, the dates of posts and mails, what editors type), wherever the server runs.
 * Its offset: Georgia keeps +04:00 all year (no daylight saving since 2005), so an instant's
 * Tbilisi time is UTC plus this, and iCal's VTIMEZONE needs no rules.
 */
export const SITE_TIME_ZONE = 'Asia/Tbilisi'
export const SITE_UTC_OFFSET = '+04:00'
export const SITE_UTC_OFFSET_MINUTES = 4 * 60

/** "Theme layouts chosen by body classes: header styles 1 to 12 and site layouts 18 and 19." */
export const headerStyles = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const
export const siteLayouts = [18, 19] as const

/** "Lazy-load margin 200 px." */
export const LAZY_LOAD_MARGIN_PX = 200

/** "Preloader removal about 250 ms." */
export const PRELOADER_REMOVAL_MS = 250

/** "Scroll appear threshold default 2 percent from the bottom of the viewport." */
export const SCROLL_APPEAR_THRESHOLD = 0.02

/** "Page-builder breakpoints: mobile up to 767, tablet up to 1024." */
export const MOBILE_MAX_WIDTH_PX = 767
export const TABLET_MAX_WIDTH_PX = 1024

/** "News masonry gutter 10 px, transition 0.7 s." */
export const NEWS_MASONRY_GUTTER_PX = 10
export const NEWS_MASONRY_TRANSITION_S = 0.7

/** "Masonry resize debounce 100 ms." */
export const NEWS_MASONRY_RESIZE_DEBOUNCE_MS = 100

/**
 * "Telephone length: greater than 5 and less than 16 digits. Email minimum length: 6." (Contact
 * Form 7 counts a leading `+` among those characters.)
 */
export const TEL_MIN_DIGITS_EXCLUSIVE = 5
export const TEL_MAX_DIGITS_EXCLUSIVE = 16
export const EMAIL_MIN_LENGTH = 6

/** "Filter separators: AND is '+', OR is '~', NOT is '!'." */
export const FILTER_SEPARATORS = { AND: '+', OR: '~', NOT: '!' } as const

/** "Back-to-top progress circle size 100, stroke 10." */
export const BACK_TO_TOP_CIRCLE = { size: 100, stroke: 10 } as const

/**
 * "Popup focus delay 250 ms (popup) or 100 ms (other modals)." A pop-up dialog (team member,
 * video) hands the focus to its content this long after it opens.
 */
export const POPUP_FOCUS_DELAY_MS = 250

/** The same line's "100 ms (other modals)": the header's search popup and off-canvas panels. */
export const MODAL_FOCUS_DELAY_MS = 100

/**
 * "Scroll animation … 700 ms (data-scroll-to; layout 19 offsets 50 px)." A `data-scroll-to` link
 * scrolls this long; on site layout 19 it stops this far above its target.
 */
export const SCROLL_TO_MS = 700
export const SCROLL_TO_LAYOUT_19_OFFSET_PX = 50

/** "Sticky resize debounce 300 ms." The sticky header measures its top bar again this long after a resize. */
export const STICKY_RESIZE_DEBOUNCE_MS = 300

/**
 * "Popup: closes on Escape (key 27); arrow keys 37 and 39 navigate the gallery; gallery counter
 * '%curr% of %total%'; preload [0,2]." Photos fetched ahead of the one shown: before, after.
 * (The counter's words are the catalogue's, per language.)
 */
export const GALLERY_PRELOAD = [0, 2] as const

/** "Tilt defaults: max tilt 20, perspective 300, speed 400 ms, scale 1." */
export const TILT = { maxDeg: 20, perspectivePx: 300, speedMs: 400, scale: 1 } as const

/**
 * From this width the header's menu is a bar with dropdowns; below it, a list in the header's
 * mobile disclosure (not in the spec: the bar needs about 1,080 px in Georgian). The style sheets'
 * media queries (`min-width: 1181px`, `max-width: 1180px`) use the same figure.
 */
export const MENU_BAR_MIN_WIDTH_PX = 1181

/**
 * "Menu slide 300 ms." A menu's dropdowns and mega panels slide open and shut this long (the
 * menus' style sheet reads it as `--menu-slide`); nothing moves for reduced motion.
 */
export const MENU_SLIDE_MS = 300

/** "Collapse transition fallback 600 ms; tab 150 ms." (a tab's panel fades in this long) */
export const TAB_TRANSITION_MS = 150

/** "Page builder version 3.29.0." */
export const PAGE_BUILDER_VERSION = '3.29.0'

/** News posts per listing page (not in the spec: a readable page of cards). */
export const NEWS_PAGE_SIZE = 9

/** "Mouse sampling every 150 ms, pointer data written every 1.2 s, sampling stops after 50 points." */
export const POINTER_SAMPLE_INTERVAL_MS = 150
export const POINTER_WRITE_INTERVAL_MS = 1_200
export const POINTER_MAX_SAMPLES = 50

/** "Anti-spam request timeout 15 s." (the browser's ajax client gives up after it) */
export const ANTISPAM_REQUEST_TIMEOUT_MS = 15_000

/** "Stored pixel address valid 3 hours." */
export const PIXEL_URL_TTL_SECONDS = 3 * 60 * 60

/** Carousel: autoplay interval (Bootstrap's 5000 ms) and the items shown per width. */
export const CAROUSEL_INTERVAL_MS = 5_000
export const CAROUSEL_BREAKPOINTS = [
  { minWidth: 0, items: 1 },
  { minWidth: 480, items: 2 },
  { minWidth: 768, items: 3 },
] as const
/** From these widths the block's own "per row" value applies. */
export const CAROUSEL_PER_ROW_FROM = [1024, 1110] as const

/** Counters: progress bars animate 300 ms, numbers (funfacts) 500 ms. */
export const PROGRESS_BAR_ANIMATION_MS = 300
export const NUMBER_ANIMATION_MS = 500
/** Pie chart defaults (size 110, line width 3, 1000 ms) and the kit's variant (150, 20). */
export const PIE_CHART = { size: 110, lineWidth: 3, animateMs: 1_000 } as const
export const PIE_CHART_KIT = { size: 150, lineWidth: 20 } as const
/**
 * The editor's colour palette: 66 preset hex colours (as Elementor's), offered by the admin's
 * colour fields (`@/fields/colour`). The original kit's own list is not public; these are 11
 * columns (greys, then red, orange, amber, green, teal, cyan, blue, indigo, purple, pink) in
 * 6 shades from light to dark. Any other hex colour can still be typed.
 */
// prettier-ignore
export const EDITOR_COLOUR_PALETTE = [
  '#ffffff', '#fadddb', '#faeadb', '#faf2db', '#dbfae6', '#dbfaf5', '#dbf5fa', '#dbe8fa', '#dbdbfa', '#eddbfa', '#fadbeb',
  '#d9d9d9', '#eea5a0', '#eec4a0', '#eedba0', '#a0eeba', '#a0eee1', '#a0e1ee', '#a0c0ee', '#a0a0ee', '#cda0ee', '#eea0c7',
  '#a6a6a6', '#dd685f', '#dd9a5f', '#ddbe5f', '#5fdd89', '#5fddc8', '#5fc8dd', '#5f94dd', '#5f5fdd', '#a95fdd', '#dd5f9e',
  '#737373', '#ca352b', '#ca752b', '#caa22b', '#2bca60', '#2bcaaf', '#2bafca', '#2b6dca', '#2b2bca', '#882bca', '#ca2b7a',
  '#404040', '#93221a', '#93531a', '#93751a', '#1a9342', '#1a937f', '#1a7f93', '#1a4d93', '#1a1a93', '#611a93', '#931a57',
  '#000000', '#59120d', '#59300d', '#59460d', '#0d5926', '#0d594d', '#0d4d59', '#0d2d59', '#0d0d59', '#390d59', '#590d33',
] as const

/** Countdown precision, and shuffle letters' step and frame rate. */
export const COUNTDOWN_PRECISION_MS = 100
export const SHUFFLE_LETTERS = { step: 8, fps: 25 } as const

/**
 * "Times-period frames: day 86400 s, week 604800 s, month 2628288 s, or session." A popup's
 * `times` rule counts its showings within one such frame (`session`: until the browser closes).
 */
export const POPUP_TIMES_FRAMES_SECONDS = { day: 86_400, week: 604_800, month: 2_628_288 } as const
export type PopupTimesFrame = keyof typeof POPUP_TIMES_FRAMES_SECONDS | 'session'

/** "Search-engine referrers recognised: google, yahoo, bing, yandex, baidu." (the `sources` rule) */
export const SEARCH_ENGINE_REFERRERS = ['google', 'yahoo', 'bing', 'yandex', 'baidu'] as const

/** "Map defaults: latitude 23.7808875, longitude 90.2792373, zoom 14." (a map block left unset) */
export const MAP_DEFAULTS = { lat: 23.7808875, lng: 90.2792373, zoom: 14 } as const
