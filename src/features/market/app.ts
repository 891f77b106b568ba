/** What the app and the block registry mount: the market blocks' components and fixtures. */
export { MarketChartComponent } from './block/MarketChart/Component'
export { MarketTableComponent } from './block/MarketTable/Component'
export { MarketTickerComponent } from './block/MarketTicker/Component'
export { marketChartFixtures, marketTableFixtures, marketTickerFixtures } from './block/fixtures'
