/**
 * Events: the event and member collections and the theme's two admin-ajax
 * calls, `stm_ajax_load_events` and `stm_ajax_add_event_member` (docs/compatibility.md, "Events:
 * load more" and "Events: join"). Handlers load their services on
 * first use: Payload's CLI loads this file too.
 */
import type { Feature } from '@/features/feature'
import type { AjaxContext } from '@/lib/compat/ajax-types'

import { EventCategories } from './collections/EventCategories/config'
import { EventMembers } from './collections/EventMembers/config'
import { Events } from './collections/Events/config'
import { JOIN_EVENT_ACTION, LOAD_EVENTS_ACTION } from './model/constants'
import { seedEvents } from './seed'

export const eventsFeature: Feature = {
  name: 'events',
  collections: [EventCategories, Events, EventMembers],
  // Beside the web server: the reminder a day before each event (checked every 10 minutes) and
  // the release of held seats nobody confirmed (every 5 minutes).
  onInit: async (payload) => (await import('./server/schedule')).startEventSchedule(payload),
  sitemap: async (payload) => (await import('./server/sitemap')).eventSitemapPaths(payload),
  search: {
    collection: 'events',
    // An event's text names its category.
    related: ['event-categories'],
    documents: async (payload, locale, read) =>
      (await import('./server/search')).eventSearchDocuments(payload, locale, read),
  },
  seed: seedEvents,
  ajaxActions: [
    {
      action: LOAD_EVENTS_ACTION,
      rateLimit: 'ajax-read',
      handle: async (ctx: AjaxContext) =>
        (await import('./server/load-events-ajax')).loadEventsAjax(ctx),
    },
    {
      action: JOIN_EVENT_ACTION,
      rateLimit: 'event-join',
      writes: true,
      handle: async (ctx: AjaxContext) =>
        (await import('./server/join-event-ajax')).joinEventAjax(ctx),
    },
  ],
}

export { seedEvents }
export { TERMS_PAGE_SLUG } from './model/constants'
export { EventsListBlock } from './block/config'
