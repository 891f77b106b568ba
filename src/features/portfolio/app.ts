/** What the Next app mounts: the portfolio pages, their metadata and the grid block. */
import 'server-only'

import './portfolio.css'

export {
  PortfolioListing,
  portfolioListingMetadata,
  type PortfolioSearch,
} from './views/PortfolioListing'
export { ProjectPage, projectPageMetadata } from './views/ProjectPage'
export { PortfolioGridComponent } from './block/Component'
export { ProjectCard } from './components/ProjectCard'
export { portfolioStrings } from './messages'

/** The block's examples for /styleguide. */
export { fixtures as portfolioGridFixtures } from './block/fixtures'
