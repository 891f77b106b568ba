import type { ComponentType } from 'react'

import type { Locale } from '@/i18n/locales'
import type { Page } from '@/payload-types'

import { AccordionComponent } from './Accordion/Component'
import { CountdownComponent } from './Countdown/Component'
import { ProgressComponent } from './Progress/Component'
import { FunfactsComponent } from './Funfacts/Component'
import { PieChartComponent } from './PieChart/Component'
import { ShuffleLettersComponent } from './ShuffleLetters/Component'
import { BackToTopComponent } from './BackToTop/Component'
import { CallToActionComponent } from './CallToAction/Component'
import { CardGridComponent } from './CardGrid/Component'
import { CarouselComponent } from './Carousel/Component'
import { ContactFormComponent } from '@/features/contact-forms/app'
import { EventsListComponent } from '@/features/events/app'
import { PortfolioGridComponent } from '@/features/portfolio/app'
import { RegisterFormComponent } from '@/features/accounts/app'
import { HeroComponent } from './Hero/Component'
import { LoopGridComponent, TaxonomyFilterComponent } from '@/features/loop-grid/app'
import { ImageAccordionComponent } from './ImageAccordion/Component'
import { ImageComparisonComponent } from './ImageComparison/Component'
import { InfoTipsComponent } from './InfoTips/Component'
import { MapComponent } from './Map/Component'
import { MediaBlockComponent } from './MediaBlock/Component'
import { NewsListComponent } from './NewsList/Component'
import { NewsletterComponent } from '@/features/newsletter/app'
import { RichTextComponent } from './RichText/Component'
import { Section } from './Section'
import { ShareButtonsComponent } from './ShareButtons/Component'
import { TabsComponent } from './Tabs/Component'
import { TeamMembersComponent } from './TeamMembers/Component'
import { VideoPopupComponent } from './VideoPopup/Component'
import type { BlockProps, BlockSite } from '@/lib/block-kit/types'
import {
  MarketChartComponent,
  MarketTableComponent,
  MarketTickerComponent,
} from '@/features/market/app'
import { WidgetAreaComponent } from '@/features/widget-areas/app'

type LayoutBlock = NonNullable<Page['layout']>[number]
type BlockOf<S extends LayoutBlock['blockType']> = Extract<LayoutBlock, { blockType: S }>

/**
 * Every block's server component by slug; the mapped type makes a missing block a type error.
 * Every page that renders blocks can render any of them, so Next ships the client components
 * these modules import to all such pages, even behind a dynamic `import()` here. A block's
 * interactive part therefore reaches its server component only through a `*.lazy.tsx` module
 * (`'use client'` + `next/dynamic`): its chunk then loads only where the block renders
 * (tests/site/block-scripts.test.ts checks every block folder).
 */
const components: { [S in LayoutBlock['blockType']]: ComponentType<BlockProps<BlockOf<S>>> } = {
  hero: HeroComponent,
  richText: RichTextComponent,
  mediaBlock: MediaBlockComponent,
  callToAction: CallToActionComponent,
  newsList: NewsListComponent,
  cardGrid: CardGridComponent,
  contactForm: ContactFormComponent,
  eventsList: EventsListComponent,
  portfolioGrid: PortfolioGridComponent,
  registerForm: RegisterFormComponent,
  newsletter: NewsletterComponent,
  accordion: AccordionComponent,
  tabs: TabsComponent,
  // A widget area renders blocks itself: it is handed the renderer rather than importing the list.
  widgetArea: (props) => <WidgetAreaComponent {...props} RenderBlocks={RenderBlocks} />,
  loopGrid: LoopGridComponent,
  taxonomyFilter: TaxonomyFilterComponent,
  carousel: CarouselComponent,
  shareButtons: ShareButtonsComponent,
  backToTop: BackToTopComponent,
  imageAccordion: ImageAccordionComponent,
  imageComparison: ImageComparisonComponent,
  teamMembers: TeamMembersComponent,
  videoPopup: VideoPopupComponent,
  infoTips: InfoTipsComponent,
  countdown: CountdownComponent,
  progress: ProgressComponent,
  funfacts: FunfactsComponent,
  pieChart: PieChartComponent,
  shuffleLetters: ShuffleLettersComponent,
  map: MapComponent,
  marketTicker: MarketTickerComponent,
  marketTable: MarketTableComponent,
  marketChart: MarketChartComponent,
}

export function RenderBlocks({
  blocks,
  locale,
  site,
  pageId,
  path,
  search,
  siblings,
}: {
  blocks: Page['layout']
  locale: Locale
  /** Handed to every block: the caller's Payload instance and draft viewer. */
  site: BlockSite
  pageId?: number
  path?: string
  search?: URLSearchParams
  /** The whole layout when `blocks` is a part of it (the style guide renders one at a time). */
  siblings?: NonNullable<Page['layout']>
}) {
  if (!blocks?.length) return null
  return (
    <>
      {blocks.map((block, index) => {
        const Component = components[block.blockType] as ComponentType<BlockProps<LayoutBlock>>
        return (
          <Section
            key={block.id ?? index}
            blockType={block.blockType}
            settings={block.settings}
            lazy={index > 0}
          >
            <Component
              block={block}
              locale={locale}
              site={site}
              index={index}
              pageId={pageId}
              path={path}
              search={search}
              siblings={siblings ?? blocks}
            />
          </Section>
        )
      })}
    </>
  )
}
