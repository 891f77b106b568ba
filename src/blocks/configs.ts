import type { Block } from 'payload'

import { AccordionBlock } from './Accordion/config'
import { CountdownBlock } from './Countdown/config'
import { ProgressBlock } from './Progress/config'
import { FunfactsBlock } from './Funfacts/config'
import { PieChartBlock } from './PieChart/config'
import { ShuffleLettersBlock } from './ShuffleLetters/config'
import { withThumbnail } from './thumbnails'
import { BackToTopBlock } from './BackToTop/config'
import { CallToActionBlock } from './CallToAction/config'
import { CardGridBlock } from './CardGrid/config'
import { CarouselBlock } from './Carousel/config'
import { ContactFormBlock } from '@/features/contact-forms'
import { EventsListBlock } from '@/features/events'
import { PortfolioGridBlock } from '@/features/portfolio'
import { RegisterFormBlock } from '@/features/accounts'
import { HeroBlock } from './Hero/config'
import { LoopGridBlock, TaxonomyFilterBlock } from '@/features/loop-grid'
import { InfoTipsBlock } from './InfoTips/config'
import { ImageAccordionBlock } from './ImageAccordion/config'
import { ImageComparisonBlock } from './ImageComparison/config'
import { MapBlock } from './Map/config'
import { MediaBlock } from './MediaBlock/config'
import { NewsListBlock } from './NewsList/config'
import { NewsletterBlock } from '@/features/newsletter'
import { RichTextBlock } from './RichText/config'
import { ShareButtonsBlock } from './ShareButtons/config'
import { TabsBlock } from './Tabs/config'
import { TeamMembersBlock } from './TeamMembers/config'
import { VideoPopupBlock } from './VideoPopup/config'
import { WidgetAreaBlock } from '@/features/widget-areas'
import { MarketChartBlock, MarketTableBlock, MarketTickerBlock } from '@/features/market'

/**
 * Every page block, once: registered on the Payload config (`blocks`), which collections reach by
 * slug (src/fields/page-layout.ts). Components are mapped by slug in ./RenderBlocks.tsx. Each shows
 * its own thumbnail in the admin's block drawer (./thumbnails.ts).
 */
export const pageBlocks: Block[] = [
  HeroBlock,
  RichTextBlock,
  MediaBlock,
  CallToActionBlock,
  NewsListBlock,
  CardGridBlock,
  ContactFormBlock,
  EventsListBlock,
  PortfolioGridBlock,
  RegisterFormBlock,
  NewsletterBlock,
  AccordionBlock,
  TabsBlock,
  WidgetAreaBlock,
  LoopGridBlock,
  TaxonomyFilterBlock,
  CarouselBlock,
  ShareButtonsBlock,
  BackToTopBlock,
  ImageAccordionBlock,
  ImageComparisonBlock,
  TeamMembersBlock,
  VideoPopupBlock,
  InfoTipsBlock,
  CountdownBlock,
  ProgressBlock,
  FunfactsBlock,
  PieChartBlock,
  ShuffleLettersBlock,
  MapBlock,
  MarketTickerBlock,
  MarketTableBlock,
  MarketChartBlock,
].map(withThumbnail)
