/** What the Next app mounts: the events pages and their no-JavaScript form handlers. */
import 'server-only'

export { EventsListing, eventsListingMetadata, type ListingSearch } from './views/EventsListing'
export { EventPage, eventPageMetadata, type EventSearch } from './views/EventPage'
export { CancelPage, type CancelSearch } from './views/CancelPage'
export { ConfirmPage, type ConfirmSearch } from './views/ConfirmPage'
export { confirmCancel, confirmSeatWithoutScript, joinWithoutScript } from './server/no-js'
export { icalRoute } from './server/ical-route'
export { EventsListComponent } from './block/Component'

/** The block's examples for /styleguide. */
export { fixtures as eventsListFixtures } from './block/fixtures'

/** For the loop grid's events source: the card and the attended counts it shows. */
export { EventCard } from './components/EventCard'
export { attendedCounts } from './server/queries'
