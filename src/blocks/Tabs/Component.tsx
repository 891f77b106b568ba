import { RichText } from '@/components/RichText'
import { Tabs } from '@/components/tabs/Tabs.lazy'
import { itemAnchor } from '@/fields/anchor'
import { getTranslator } from '@/i18n'
import type { TabsBlock } from '@/payload-types'

import type { BlockProps } from '@/lib/block-kit/types'

export function TabsComponent({ block, locale }: BlockProps<TabsBlock>) {
  const t = getTranslator(locale)
  return (
    <div className="tabs-block">
      {block.heading ? <h2>{block.heading}</h2> : null}
      <Tabs
        label={block.heading || t('tabsLabel')}
        headingLevel={block.heading ? 3 : 2}
        items={block.tabs.map((tab, i) => ({
          id: itemAnchor(tab.anchor, block.id, 'tab', i),
          tab: tab.title,
          panel: <RichText data={tab.content} locale={locale} className="prose" />,
        }))}
      />
    </div>
  )
}
