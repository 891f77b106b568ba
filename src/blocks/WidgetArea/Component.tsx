import type { WidgetAreaBlock } from '@/payload-types'

import { RenderBlocks } from '../RenderBlocks'
import type { BlockProps } from '../types'
import { loadWidgetArea } from './load'

/** The blocks of a widget area, rendered on the server in place of the reference. */
export async function WidgetAreaComponent({
  block,
  locale,
  pageId,
  path,
}: BlockProps<WidgetAreaBlock>) {
  const id = typeof block.area === 'object' ? block.area?.id : block.area
  const area = id ? await loadWidgetArea(id, locale) : null
  if (!area?.layout?.length) return null
  return (
    <div className="widget-area" data-widget-area={area.id}>
      <RenderBlocks blocks={area.layout} locale={locale} pageId={pageId} path={path} />
    </div>
  )
}
