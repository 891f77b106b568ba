/** Names shared by the server, the pages and the browser. Isomorphic. */

import { SITE_TIME_ZONE, SITE_UTC_OFFSET } from '@/i18n/locales'

/** Events happen in the site's time zone. */
export const EVENT_TIME_ZONE = SITE_TIME_ZONE
export const EVENT_UTC_OFFSET = SITE_UTC_OFFSET

export const MEMBER_STATUSES = ['confirmed', 'waitlisted', 'cancelled'] as const
export type MemberStatus = (typeof MEMBER_STATUSES)[number]

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
