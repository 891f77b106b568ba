import type { Block } from 'payload'

import { AccordionBlock } from './Accordion/config'
import { CallToActionBlock } from './CallToAction/config'
import { CardGridBlock } from './CardGrid/config'
import { ContactFormBlock } from '@/features/contact-forms'
import { EventsListBlock } from '@/features/events'
import { RegisterFormBlock } from '@/features/accounts'
import { HeroBlock } from './Hero/config'
import { MediaBlock } from './MediaBlock/config'
import { NewsListBlock } from './NewsList/config'
import { NewsletterBlock } from '@/features/newsletter'
import { RichTextBlock } from './RichText/config'
import { TabsBlock } from './Tabs/config'
import { WidgetAreaBlock } from './WidgetArea/config'

/** Every page block, once. Components are mapped by slug in ./RenderBlocks.tsx. */
export const pageBlocks: Block[] = [
  HeroBlock,
  RichTextBlock,
  MediaBlock,
  CallToActionBlock,
  NewsListBlock,
  CardGridBlock,
  ContactFormBlock,
  EventsListBlock,
  RegisterFormBlock,
  NewsletterBlock,
  AccordionBlock,
  TabsBlock,
  WidgetAreaBlock,
]
