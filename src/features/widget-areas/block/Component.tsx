import type { ComponentType } from 'react'

import type { Locale } from '@/i18n/locales'
import type { BlockProps, BlockSite } from '@/lib/block-kit/types'
import type { Page, WidgetAreaBlock } from '@/payload-types'

import { loadWidgetArea } from './load'

/** The block registry's renderer, handed in by the registry: a feature never imports the list. */
export type RenderLayout = ComponentType<{
  blocks: Page['layout']
  locale: Locale
  site: BlockSite
  pageId?: number
  path?: string
}>

/** The blocks of a widget area, rendered on the server in place of the reference. */
export async function WidgetAreaComponent({
  block,
  locale,
  site,
  pageId,
  path,
  RenderBlocks,
}: BlockProps<WidgetAreaBlock> & { RenderBlocks: RenderLayout }) {
  const id = typeof block.area === 'object' ? block.area?.id : block.area
  const area = id ? await loadWidgetArea(site.payload, id, locale) : null
  if (!area?.layout?.length) return null
  return (
    <div className="widget-area" data-widget-area={area.id}>
      <RenderBlocks blocks={area.layout} locale={locale} site={site} pageId={pageId} path={path} />
    </div>
  )
}
