/** Names shared by the server, the pages and the browser. Isomorphic. */

/**
 * A member's way: `pending` (a seat held until the mailed link is followed, `SEAT_HOLD_MS`) →
 * `confirmed`; or `waitlisted` → `pending` when a seat frees up. `expired`: a hold never
 * confirmed, released. `cancelled`: by the member's link (and spam, stored for review).
 */
export const MEMBER_STATUSES = [
  'pending',
  'confirmed',
  'waitlisted',
  'cancelled',
  'expired',
] as const
export type MemberStatus = (typeof MEMBER_STATUSES)[number]
/** Statuses that hold a seat: counted against the capacity and shown as attended. */
export const SEAT_STATUSES = ['pending', 'confirmed'] as const
/** Statuses of a live registration: one per address and event. */
export const LIVE_STATUSES = ['pending', 'confirmed', 'waitlisted'] as const

/** How long a seat is held for its mailed confirmation link. */
export const SEAT_HOLD_HOURS = 3
export const SEAT_HOLD_MS = SEAT_HOLD_HOURS * 60 * 60 * 1000
/** Live registrations of one event from one client address (as the rate limiter keys it). */
export const SEATS_PER_CLIENT = 3
/** At most one "you have joined already" mail per member in this time. */
export const ALREADY_NOTICE_INTERVAL_MS = 60 * 60 * 1000

/** The page of the terms the join form's box accepts (seeded, `src/seed/data/terms.ts`). */
export const TERMS_PAGE_SLUG = 'terms'

export const LOAD_EVENTS_ACTION = 'stm_ajax_load_events'
export const JOIN_EVENT_ACTION = 'stm_ajax_add_event_member'

/** The theme's `load_by` default is 1; the site lists this many per page. */
export const EVENTS_PER_PAGE = 6
export const MAX_LOAD_BY = 50

export const EVENT_FILTERS = ['upcoming', 'past', 'all'] as const
export type EventFilter = (typeof EVENT_FILTERS)[number]

/** The join form's fields, as the theme names them. */
export const JOIN_FIELDS = ['name', 'email', 'phone', 'company'] as const
export type JoinField = (typeof JOIN_FIELDS)[number]

/** Longest accepted value per field (characters). */
export const JOIN_FIELD_MAX = { name: 200, email: 254, phone: 40, company: 200 } as const

/** The cancel link's purpose (`@/lib/signed-links`). */
export const CANCEL_LINK_PURPOSE = 'event-cancel'
/** The purpose of the link that confirms a held seat. */
export const CONFIRM_LINK_PURPOSE = 'event-confirm'
