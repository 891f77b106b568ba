import { notFound } from 'next/navigation'

import { RenderBlocks } from '@/blocks/RenderBlocks'
import { blockSite } from '@/data/payload'
import { loadWidgetArea } from '@/features/widget-areas/app'
import { FRAGMENT_END, FRAGMENT_START } from '@/features/widget-areas/model/fragment'
import { isLocale } from '@/i18n/locales'
import { parsePositiveId } from '@/lib/ids'

// Always the area as it is now: the call that reads this must never answer an old version.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string; id: string }> }

/** One widget area's blocks between two markers, for `ekit_widgetarea_content` to cut out. */
export default async function WidgetAreaFragment({ params }: Props) {
  const { locale, id } = await params
  const areaId = parsePositiveId(id)
  if (!isLocale(locale) || areaId === null) notFound()
  const site = await blockSite()
  const area = await loadWidgetArea(site.payload, areaId, locale)
  if (!area) notFound()
  return (
    <>
      <div data-sakhli-fragment={FRAGMENT_START} hidden />
      <div className="widget-area" data-widget-area={area.id}>
        <RenderBlocks blocks={area.layout} locale={locale} site={site} />
      </div>
      <div data-sakhli-fragment={FRAGMENT_END} hidden />
    </>
  )
}
