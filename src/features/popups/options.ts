/**
 * The choices of a popup's settings that the model (`model/settings.ts`, spec section 3's
 * settings and their choices) does not name: where a popup is placed, the roles the `logged_in`
 * rule lists, the schedule's clocks, the animations and the audience. Isomorphic and pure.
 */
import type { PopupTimesFrame } from '@/shared/constants'

/** Where a popup may be placed by document or by whole collection ("where it shows"). */
export const POPUP_TARGET_COLLECTIONS = ['pages', 'posts', 'events', 'properties'] as const
export type PopupTargetCollection = (typeof POPUP_TARGET_COLLECTIONS)[number]

/** The site's roles: editors' (`users.role`) and signed-in visitors' (the `visitors` collection). */
export const POPUP_USER_ROLES = ['admin', 'editor', 'visitor'] as const
export type PopupUserRole = (typeof POPUP_USER_ROLES)[number]

/** The `times` rule's frames (spec section 9: day, week, month or session). */
export const TIMES_FRAMES: readonly PopupTimesFrame[] = ['day', 'week', 'month', 'session']

/**
 * Clocks the `schedule` rule's times may be read on (IANA names): the site's first. The admin
 * types dates on Tbilisi's clock; the rule reads the same wall time on the zone chosen.
 */
export const SCHEDULE_TIME_ZONES = [
  'Asia/Tbilisi',
  'UTC',
  'Europe/London',
  'Europe/Berlin',
  'Europe/Istanbul',
  'Europe/Moscow',
  'Asia/Dubai',
  'America/New_York',
] as const
export type ScheduleTimeZone = (typeof SCHEDULE_TIME_ZONES)[number]

/** Entrance and exit animations (animate.css names, as the popup plugin used). */
export const ENTRANCE_ANIMATIONS = [
  'none',
  'fadeIn',
  'fadeInUp',
  'fadeInDown',
  'zoomIn',
  'slideInUp',
  'slideInDown',
  'slideInLeft',
  'slideInRight',
] as const
export type EntranceAnimation = (typeof ENTRANCE_ANIMATIONS)[number]

export const EXIT_ANIMATIONS = [
  'none',
  'fadeOut',
  'fadeOutDown',
  'fadeOutUp',
  'zoomOut',
  'slideOutDown',
  'slideOutUp',
  'slideOutLeft',
  'slideOutRight',
] as const
export type ExitAnimation = (typeof EXIT_ANIMATIONS)[number]

/**
 * Who sees a popup, beside the rules: everyone, signed-in visitors only, or anonymous visitors
 * only. The spec's `logged_in` rule can only hide a popup from signed-in users (anonymous visitors
 * always pass it), so a popup meant for signed-in visitors (issue 29's event reminder) needs this.
 */
export const POPUP_AUDIENCES = ['everyone', 'signed_in', 'anonymous'] as const
export type PopupAudience = (typeof POPUP_AUDIENCES)[number]
