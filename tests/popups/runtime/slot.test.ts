/**
 * The popups' slot (PopupsSlot, server-rendered): nothing for a page without popups; otherwise a
 * hidden element holding each popup's blocks, the settings as JSON that no text can break out of,
 * and no visible box. And what the runtime reads back from it.
 */
import { createElement, type ComponentProps } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { PopupsSlot, type RenderPopupBlocks } from '@/features/popups/components/PopupsSlot'
import { parseSlotPopups, serializeSlotPopups } from '@/features/popups/runtime/slot-data'
import type { PagePopup } from '@/features/popups/server/for-page'

const site = { payload: {} as never, draftViewer: async () => null }
const RenderBlocks: RenderPopupBlocks = ({ blocks, locale }) =>
  createElement('p', { className: 'blocks' }, `${blocks?.length ?? 0} blocks in ${locale}`)

const popup = (id: number, title = `Popup ${id}`): PagePopup => ({
  id,
  title,
  layout: [{ blockType: 'richText', id: 'b1' } as never],
  settings: { id, triggers: { page_load: { delay: 3 } }, open_selector: null },
  audience: 'everyone',
})

const render = (props: Partial<ComponentProps<typeof PopupsSlot>>) =>
  renderToStaticMarkup(
    createElement(PopupsSlot, { popups: [], locale: 'ka', site, RenderBlocks, ...props }),
  )

describe('PopupsSlot', () => {
  it('renders nothing for a page without popups', () => {
    expect(render({ popups: [] })).toBe('')
  })

  it('renders a hidden slot: each popup content by the block renderer, settings as JSON', () => {
    const html = render({ popups: [popup(4), popup(9, 'Event </script><b>')], locale: 'en' })
    expect(html).toMatch(
      /^<div id="site-popups" class="popups-slot" hidden="" data-popups-slot="">/,
    )
    expect(html).toContain(
      '<div class="popup-content" data-popup-content="4"><p class="blocks">1 blocks in en</p></div>',
    )
    expect(html).toContain('data-popup-content="9"')
    // A title cannot close the script: `<` is escaped in the JSON.
    expect(html).not.toContain('</script><b>')
    const json = /<script type="application\/json" data-popups-settings="">(.*?)<\/script>/.exec(
      html,
    )?.[1]
    const entries = parseSlotPopups(json)
    expect(entries.map((e) => [e.id, e.title])).toEqual([
      [4, 'Popup 4'],
      [9, 'Event </script><b>'],
    ])
    // The content is the page's; the JSON carries only what the runtime decides with.
    expect(json).not.toContain('richText')
    expect(entries[0]!.settings.triggers).toEqual({ page_load: { delay: 3 } })
  })
})

describe('reading the settings back', () => {
  it('keeps entries with a popup id and settings, drops the rest', () => {
    const good = JSON.parse(
      serializeSlotPopups([{ id: 1, title: 't', audience: 'signed_in', settings: { id: 1 } }]),
    )
    const text = JSON.stringify([
      ...good,
      { id: 0, settings: {} },
      { id: 2.5, settings: {} },
      { id: 3 },
      { id: 4, settings: {}, audience: 'editors' },
      { id: 5, settings: { id: 99 } },
      'x',
    ])
    expect(parseSlotPopups(text)).toEqual([
      { id: 1, title: 't', audience: 'signed_in', settings: { id: 1 } },
      { id: 5, title: '', audience: 'everyone', settings: { id: 5 } },
    ])
  })

  it('reads nothing from no text, broken JSON or another shape', () => {
    expect(parseSlotPopups(null)).toEqual([])
    expect(parseSlotPopups('{')).toEqual([])
    expect(parseSlotPopups('{"id":1}')).toEqual([])
  })
})
