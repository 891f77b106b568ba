/** What the Next app mounts: the property page, its metadata and the card. */
import 'server-only'

import './properties.css'

export { PropertyPage, propertyPageMetadata } from './views/PropertyPage'
export { PropertyCard } from './components/PropertyCard'
export { ListingControls } from './components/ListingControls'
export { propertyStrings } from './messages'
