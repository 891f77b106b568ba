/**
 * Every block's examples, by slug, for `/styleguide`: the mapped type makes a block without
 * fixtures a type error, as RenderBlocks does for a block without a component.
 */
import type { Page } from '@/payload-types'
import { fixtures as accordion } from './Accordion/fixtures'
import { fixtures as countdown } from './Countdown/fixtures'
import { fixtures as progress } from './Progress/fixtures'
import { fixtures as funfacts } from './Funfacts/fixtures'
import { fixtures as pieChart } from './PieChart/fixtures'
import { fixtures as shuffleLetters } from './ShuffleLetters/fixtures'
import { fixtures as backToTop } from './BackToTop/fixtures'
import { fixtures as callToAction } from './CallToAction/fixtures'
import { fixtures as cardGrid } from './CardGrid/fixtures'
import { fixtures as carousel } from './Carousel/fixtures'
import { fixtures as hero } from './Hero/fixtures'
import { fixtures as imageAccordion } from './ImageAccordion/fixtures'
import { fixtures as imageComparison } from './ImageComparison/fixtures'
import { fixtures as infoTips } from './InfoTips/fixtures'
import { fixtures as map } from './Map/fixtures'
import { fixtures as mediaBlock } from './MediaBlock/fixtures'
import { fixtures as newsList } from './NewsList/fixtures'
import { fixtures as richText } from './RichText/fixtures'
import { fixtures as shareButtons } from './ShareButtons/fixtures'
import { fixtures as tabs } from './Tabs/fixtures'
import { fixtures as teamMembers } from './TeamMembers/fixtures'
import { fixtures as videoPopup } from './VideoPopup/fixtures'
import { widgetAreaFixtures as widgetArea } from '@/features/widget-areas/app'
import { registerFormFixtures as registerForm } from '@/features/accounts/app'
import { contactFormFixtures as contactForm } from '@/features/contact-forms/app'
import { eventsListFixtures as eventsList } from '@/features/events/app'
import { portfolioGridFixtures as portfolioGrid } from '@/features/portfolio/app'
import { newsletterFixtures as newsletter } from '@/features/newsletter/app'
import {
  loopGridFixtures as loopGrid,
  taxonomyFilterFixtures as taxonomyFilter,
} from '@/features/loop-grid/app'
import {
  marketChartFixtures as marketChart,
  marketTableFixtures as marketTable,
  marketTickerFixtures as marketTicker,
} from '@/features/market/app'
import type { BlockFixture } from '@/lib/block-kit/fixture-types'

type LayoutBlock = NonNullable<Page['layout']>[number]
type BlockOf<S extends LayoutBlock['blockType']> = Extract<LayoutBlock, { blockType: S }>

export const blockFixtures: { [S in LayoutBlock['blockType']]: BlockFixture<BlockOf<S>>[] } = {
  hero,
  richText,
  mediaBlock,
  callToAction,
  newsList,
  cardGrid,
  contactForm,
  eventsList,
  portfolioGrid,
  registerForm,
  newsletter,
  accordion,
  tabs,
  widgetArea,
  loopGrid,
  taxonomyFilter,
  carousel,
  shareButtons,
  backToTop,
  imageAccordion,
  imageComparison,
  teamMembers,
  videoPopup,
  infoTips,
  countdown,
  progress,
  funfacts,
  pieChart,
  shuffleLetters,
  map,
  marketTicker,
  marketTable,
  marketChart,
}
