// @vitest-environment happy-dom
/**
 * The slot as React updates it in the browser: an open popup's content lives in its dialog, so a
 * new page or a new set of popups must replace the whole slot (PopupsSlot's key), never remove a
 * content element from it (which would throw: it is no longer the slot's child).
 */
import { act, createElement } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { PopupsSlot, type RenderPopupBlocks } from '@/features/popups/components/PopupsSlot'
import type { StorageLike } from '@/features/popups/model/storage'
import { startPopups } from '@/features/popups/runtime/start.client'
import type { PagePopup } from '@/features/popups/server/for-page'

// The loader would start a runtime of its own; this test starts it by hand.
vi.mock('@/features/popups/components/PopupsLoader.lazy', () => ({ PopupsLoader: () => null }))

const site = { payload: {} as never, draftViewer: async () => null }
const RenderBlocks: RenderPopupBlocks = ({ blocks }) =>
  createElement('p', null, `${blocks?.length ?? 0} blocks`)
const popup = (id: number): PagePopup => ({
  id,
  title: `Popup ${id}`,
  layout: [],
  settings: { id, triggers: { page_load: { delay: 0 } }, exit_animation: 'none' },
  audience: 'everyone',
})
const memory = (): StorageLike => {
  const values = new Map<string, string>()
  return { getItem: (k) => values.get(k) ?? null, setItem: (k, v) => void values.set(k, v) }
}

let root: Root
beforeEach(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  vi.useFakeTimers()
  document.body.innerHTML = '<div id="app"></div>'
  root = createRoot(document.getElementById('app')!)
})
afterEach(() => {
  act(() => root.unmount())
  vi.useRealTimers()
  document.body.replaceChildren()
})

const render = (popups: PagePopup[], path: string) =>
  act(() =>
    root.render(createElement(PopupsSlot, { popups, locale: 'en', site, RenderBlocks, path })),
  )

describe('the slot across updates', () => {
  it('a popup open while the page changes or its popup leaves the set breaks nothing', () => {
    render([popup(1), popup(2)], '/a')
    const stop = startPopups(document.getElementById('site-popups')!, {
      locale: 'en',
      local: memory(),
      session: memory(),
      sendBeacon: () => true,
    })
    vi.advanceTimersByTime(0)
    const open = document.querySelector<HTMLDialogElement>('dialog[data-popup-id="1"]')!
    expect(open.open).toBe(true)
    expect(() => render([popup(2)], '/a')).not.toThrow()
    expect(document.querySelector('#site-popups [data-popup-content="2"]')).not.toBeNull()
    stop()
    expect(document.querySelector('dialog.popup-modal')).toBeNull()
    // The content that left with the old slot is not put back anywhere.
    expect(document.querySelectorAll('[data-popup-content="1"]')).toHaveLength(0)
  })

  it('replaces the slot for another page even with the same popups', () => {
    render([popup(3)], '/a')
    const before = document.getElementById('site-popups')
    render([popup(3)], '/b')
    const after = document.getElementById('site-popups')
    expect(after).not.toBe(before)
    render([popup(3)], '/b')
    expect(document.getElementById('site-popups')).toBe(after)
  })
})
