// @vitest-environment happy-dom
/**
 * The popups' runtime in a DOM (happy-dom): a slot as PopupsSlot renders it, the real trigger
 * environment over the window, fake timers, in-memory storage and a recording beacon. Opening on a
 * trigger (the first wins), closing by button, Escape, backdrop and the automatic delay with their
 * prevent flags, the close button's delay, do-not-show-again, one at a time, the beacons' bodies,
 * conversions, the audience and the `me` calls, and the focus timing. What needs a real browser
 * (the top layer, inertness, animations, scrolling) is left to e2e tests.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { POPUP_BEACON_PATH } from '@/features/popups/beacon'
import type { PopupSettings } from '@/features/popups/model/settings'
import { readPopupRecord, type StorageLike } from '@/features/popups/model/storage'
import { POPUP_EXIT_FALLBACK_MS } from '@/features/popups/runtime/dialog.client'
import { serializeSlotPopups, type SlotPopup } from '@/features/popups/runtime/slot-data'
import { startPopups, type StartPopupsOptions } from '@/features/popups/runtime/start.client'
import { popupsMessages } from '@/i18n/messages/popups'
import { POPUP_FOCUS_DELAY_MS } from '@/shared/constants'

class MemoryStorage implements StorageLike {
  values = new Map<string, string>()
  getItem(key: string) {
    return this.values.get(key) ?? null
  }
  setItem(key: string, value: string) {
    this.values.set(key, value)
  }
}

type PopupInput = Partial<Omit<SlotPopup, 'settings'>> & {
  id: number
  settings?: Partial<PopupSettings>
  html?: string
}

const CONTENT =
  '<p>Sign up <a href="/news">news</a></p><form action="/x"><input name="e"><button>Send</button></form>'

let local: MemoryStorage
let session: MemoryStorage
let beacons: string[]
let sendBeacon: ReturnType<typeof vi.fn>
let fetchMock: ReturnType<typeof vi.fn>
let stops: (() => void)[]

/** Renders a slot like PopupsSlot's; `exit_animation` none unless a test asks for one. */
function slotOf(popups: PopupInput[]): HTMLElement {
  const slot = document.createElement('div')
  slot.id = 'site-popups'
  slot.hidden = true
  slot.setAttribute('data-popups-slot', '')
  const entries: SlotPopup[] = popups.map((p) => ({
    id: p.id,
    title: p.title ?? `Popup ${p.id}`,
    audience: p.audience ?? 'everyone',
    settings: { id: p.id, exit_animation: 'none', entrance_animation: 'none', ...p.settings },
  }))
  for (const p of popups) {
    const content = document.createElement('div')
    content.className = 'popup-content'
    content.setAttribute('data-popup-content', String(p.id))
    content.innerHTML = p.html ?? CONTENT
    slot.append(content)
  }
  const script = document.createElement('script')
  script.type = 'application/json'
  script.setAttribute('data-popups-settings', '')
  script.textContent = serializeSlotPopups(entries)
  slot.append(script)
  document.body.append(slot)
  return slot
}

function start(popups: PopupInput[], options: Partial<StartPopupsOptions> = {}) {
  const slot = slotOf(popups)
  const stop = startPopups(slot, {
    locale: 'en',
    local,
    session,
    sendBeacon: sendBeacon as unknown as StartPopupsOptions['sendBeacon'],
    fetch: fetchMock as unknown as StartPopupsOptions['fetch'],
    ...options,
  })
  stops.push(stop)
  return { slot, stop }
}

const dialogOf = (id: number) =>
  document.querySelector<HTMLDialogElement>(`dialog.popup-modal[data-popup-id="${id}"]`)
const isOpen = (id: number) => dialogOf(id)?.open === true
const closeButton = (id: number) =>
  dialogOf(id)!.querySelector<HTMLButtonElement>('.popup-modal-close')!
const click = (target: EventTarget) =>
  target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }))
const escape = (target: EventTarget) => {
  const event = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true })
  target.dispatchEvent(event)
  return event
}
const sent = () => beacons.map((body) => JSON.parse(body) as { popup: number; event: string })

beforeEach(() => {
  vi.useFakeTimers()
  local = new MemoryStorage()
  session = new MemoryStorage()
  beacons = []
  sendBeacon = vi.fn((url: string, body: string) => {
    expect(url).toBe(POPUP_BEACON_PATH)
    beacons.push(body)
    return true
  })
  fetchMock = vi.fn(async () => new Response('{"user":null}', { status: 200 }))
  stops = []
  document.documentElement.className = ''
})
afterEach(() => {
  stops.forEach((stop) => stop())
  document.body.replaceChildren()
  vi.useRealTimers()
})

describe('opening', () => {
  it('opens on its page_load trigger after the delay, named by its title, with its content', () => {
    const { slot } = start([
      { id: 7, title: 'Newsletter', settings: { triggers: { page_load: { delay: 2 } } } },
    ])
    vi.advanceTimersByTime(1999)
    expect(dialogOf(7)).toBeNull()
    vi.advanceTimersByTime(1)
    const dialog = dialogOf(7)!
    expect(dialog.open).toBe(true)
    expect(dialog.getAttribute('aria-label')).toBe('Newsletter')
    // The slot's content moved in (a placeholder keeps its place) and the slot stays hidden.
    expect(dialog.querySelector('.popup-modal-body [data-popup-content="7"] a')?.textContent).toBe(
      'news',
    )
    expect(slot.querySelector('[data-popup-content]')).toBeNull()
    expect(slot.hidden).toBe(true)
    expect(sent()).toEqual([{ popup: 7, event: 'view' }])
    expect(readPopupRecord(local, 7).showings).toHaveLength(1)
  })

  it('a popup without a title is named generically', () => {
    start([{ id: 1, title: ' ', settings: { triggers: { page_load: { delay: 0 } } } }])
    vi.advanceTimersByTime(0)
    expect(dialogOf(1)!.getAttribute('aria-label')).toBe(popupsMessages.en.popupDialog)
  })

  it('the first trigger that fires wins and the others are cancelled', () => {
    start([{ id: 2, settings: { triggers: { page_load: { delay: 5 }, click: { times: 1 } } } }])
    click(document.body)
    expect(isOpen(2)).toBe(true)
    click(closeButton(2))
    expect(isOpen(2)).toBe(false)
    vi.advanceTimersByTime(10_000)
    expect(isOpen(2)).toBe(false)
    expect(sent().filter((b) => b.event === 'view')).toHaveLength(1)
  })

  it('does not arm triggers whose timing rules fail, but its open_selector still opens it', () => {
    document.body.innerHTML = '<button class="offer">Offer</button>'
    start([
      {
        id: 3,
        settings: {
          timing: { page_views: { views: 3 } },
          triggers: { page_load: { delay: 0 } },
          open_selector: '.offer',
        },
      },
    ])
    vi.advanceTimersByTime(1000)
    expect(dialogOf(3)).toBeNull()
    click(document.querySelector('.offer')!)
    expect(isOpen(3)).toBe(true)
  })

  it('counts the page view, so a page_views rule passes on a later page', () => {
    start([
      {
        id: 4,
        settings: { timing: { page_views: { views: 1 } }, triggers: { page_load: { delay: 0 } } },
      },
    ])
    vi.advanceTimersByTime(0)
    expect(dialogOf(4)).toBeNull()
    stops.pop()!()
    document.body.replaceChildren()
    start([
      {
        id: 4,
        settings: { timing: { page_views: { views: 1 } }, triggers: { page_load: { delay: 0 } } },
      },
    ])
    vi.advanceTimersByTime(0)
    expect(isOpen(4)).toBe(true)
  })
})

describe('closing', () => {
  const opened = (settings: Partial<PopupSettings> = {}) => {
    start([{ id: 5, settings: { triggers: { page_load: { delay: 0 } }, ...settings } }])
    vi.advanceTimersByTime(0)
    expect(isOpen(5)).toBe(true)
    return dialogOf(5)!
  }

  it('closes by its button, counts the close and puts the content back', () => {
    opened()
    click(closeButton(5))
    expect(isOpen(5)).toBe(false)
    expect(sent()).toEqual([
      { popup: 5, event: 'view' },
      { popup: 5, event: 'close' },
    ])
    expect(document.querySelector('#site-popups [data-popup-content="5"]')).not.toBeNull()
  })

  it('closes on Escape unless prevent_close_on_esc_key (the key is refused either way)', () => {
    expect(escape(opened()).defaultPrevented).toBe(true)
    expect(isOpen(5)).toBe(false)
    stops.pop()!()
    document.body.replaceChildren()
    const kept = opened({ prevent_close_on_esc_key: true })
    expect(escape(kept.querySelector('input')!).defaultPrevented).toBe(true)
    kept.dispatchEvent(new Event('cancel', { cancelable: true }))
    expect(isOpen(5)).toBe(true)
  })

  it('closes on a backdrop click unless prevent_close_on_background_click, never on its content', () => {
    const dialog = opened()
    click(dialog.querySelector('p')!)
    expect(isOpen(5)).toBe(true)
    // A press begun inside and let go on the backdrop (selecting text) is no backdrop click.
    dialog.querySelector('p')!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }))
    click(dialog)
    expect(isOpen(5)).toBe(true)
    click(dialog)
    expect(isOpen(5)).toBe(false)
    stops.pop()!()
    document.body.replaceChildren()
    click(opened({ prevent_close_on_background_click: true }))
    expect(isOpen(5)).toBe(true)
  })

  it('closes by itself after close_automatically seconds', () => {
    opened({ close_automatically: 4 })
    vi.advanceTimersByTime(3999)
    expect(isOpen(5)).toBe(true)
    vi.advanceTimersByTime(1)
    expect(isOpen(5)).toBe(false)
    expect(sent().at(-1)).toEqual({ popup: 5, event: 'close' })
  })

  it('shows the close button close_button_delay seconds after opening', () => {
    opened({ close_button_delay: 3 })
    expect(closeButton(5).hidden).toBe(true)
    vi.advanceTimersByTime(2999)
    expect(closeButton(5).hidden).toBe(true)
    vi.advanceTimersByTime(1)
    expect(closeButton(5).hidden).toBe(false)
  })

  it('places the close button inside or outside as set, and marks prevent_scroll', () => {
    const inside = opened()
    expect(inside.getAttribute('data-close-position')).toBe('inside')
    expect(inside.hasAttribute('data-prevent-scroll')).toBe(false)
    stops.pop()!()
    document.body.replaceChildren()
    const outside = opened({ close_button_position: 'outside', prevent_scroll: true })
    expect(outside.getAttribute('data-close-position')).toBe('outside')
    expect(outside.hasAttribute('data-prevent-scroll')).toBe(true)
  })

  it('plays the exit animation before closing, and none for reduced motion', () => {
    const dialog = opened({ exit_animation: 'fadeOut', entrance_animation: 'zoomIn' })
    expect(dialog.classList.contains('is-entering')).toBe(true)
    expect(dialog.dataset.entrance).toBe('zoomIn')
    click(closeButton(5))
    expect(dialog.classList.contains('is-leaving')).toBe(true)
    expect(dialog.open).toBe(true)
    // A second close request while leaving is the same close.
    escape(dialog)
    vi.advanceTimersByTime(POPUP_EXIT_FALLBACK_MS)
    expect(dialog.open).toBe(false)
    expect(sent().filter((b) => b.event === 'close')).toHaveLength(1)
    stops.pop()!()
    document.body.replaceChildren()
    document.documentElement.classList.add('no-motion')
    const still = opened({ exit_animation: 'fadeOut', entrance_animation: 'zoomIn' })
    expect(still.classList.contains('is-entering')).toBe(false)
    click(closeButton(5))
    expect(still.open).toBe(false)
  })
})

describe('do-not-show-again and one at a time', () => {
  it('the do-not-show-again button closes it for good in this browser', () => {
    document.body.innerHTML = '<button class="again">again</button>'
    const popup: PopupInput = {
      id: 8,
      settings: { triggers: { page_load: { delay: 0 } }, open_selector: '.again' },
    }
    start([popup])
    vi.advanceTimersByTime(0)
    click(dialogOf(8)!.querySelector('.popup-modal-never')!)
    expect(isOpen(8)).toBe(false)
    click(document.querySelector('.again')!)
    expect(isOpen(8)).toBe(false)
    stops.pop()!()
    document.body.replaceChildren()
    start([popup])
    vi.advanceTimersByTime(1000)
    expect(dialogOf(8)).toBeNull()
  })

  it('an editor’s preview slot remembers nothing and counts nothing: it opens every time', () => {
    document.body.innerHTML = '<button class="again">again</button>'
    const popup: PopupInput = {
      id: 12,
      settings: { triggers: { page_load: { delay: 0 } }, open_selector: '.again' },
    }
    const slot = slotOf([popup])
    slot.setAttribute('data-popups-preview', '')
    stops.push(startPopups(slot, { locale: 'en', sendBeacon: sendBeacon as never }))
    vi.advanceTimersByTime(0)
    expect(isOpen(12)).toBe(true)
    click(dialogOf(12)!.querySelector('.popup-modal-never')!)
    expect(isOpen(12)).toBe(false)
    click(document.querySelector('.again')!)
    expect(isOpen(12)).toBe(true)
    expect(beacons).toEqual([])
    expect(window.localStorage.length).toBe(0)
    expect(window.sessionStorage.length).toBe(0)
  })

  it('avoid_multiple_popups holds back a trigger while another dialog is open, not a click', () => {
    document.body.innerHTML = '<button class="second">second</button>'
    start([
      { id: 10, settings: { triggers: { page_load: { delay: 0 } } } },
      {
        id: 11,
        settings: {
          triggers: { page_load: { delay: 1 } },
          avoid_multiple_popups: true,
          open_selector: '.second',
        },
      },
    ])
    vi.advanceTimersByTime(1000)
    expect(isOpen(10)).toBe(true)
    expect(dialogOf(11)).toBeNull()
    click(document.querySelector('.second')!)
    expect(isOpen(11)).toBe(true)
  })

  it('another dialog of the page (a lightbox) counts as open for avoid_multiple_popups', () => {
    const other = document.createElement('dialog')
    document.body.append(other)
    other.showModal()
    start([
      { id: 12, settings: { triggers: { page_load: { delay: 0 } }, avoid_multiple_popups: true } },
    ])
    vi.advanceTimersByTime(0)
    expect(dialogOf(12)).toBeNull()
  })

  it('without avoid_multiple_popups a second popup opens over the first', () => {
    start([
      { id: 13, settings: { triggers: { page_load: { delay: 0 } } } },
      { id: 14, settings: { triggers: { page_load: { delay: 1 } } } },
    ])
    vi.advanceTimersByTime(1000)
    expect(isOpen(13) && isOpen(14)).toBe(true)
  })
})

describe('beacons', () => {
  it('counts one conversion per showing: a link followed or a form sent inside', () => {
    document.body.innerHTML = '<button class="open">open</button>'
    start([{ id: 20, settings: { open_selector: '.open' } }])
    click(document.querySelector('.open')!)
    const dialog = dialogOf(20)!
    // The test's window must not navigate.
    dialog.addEventListener('click', (event) => event.preventDefault())
    click(dialog.querySelector('a')!)
    dialog
      .querySelector('form')!
      .dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))
    click(closeButton(20))
    click(document.querySelector('.open')!)
    dialogOf(20)!
      .querySelector('form')!
      .dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))
    expect(sent()).toEqual([
      { popup: 20, event: 'view' },
      { popup: 20, event: 'conversion' },
      { popup: 20, event: 'close' },
      { popup: 20, event: 'view' },
      { popup: 20, event: 'conversion' },
    ])
  })

  it('falls back to fetch with keepalive and a text/plain JSON body when sendBeacon refuses', () => {
    sendBeacon.mockImplementation(() => false)
    start([{ id: 21, settings: { triggers: { page_load: { delay: 0 } } } }])
    vi.advanceTimersByTime(0)
    expect(fetchMock).toHaveBeenCalledWith(
      POPUP_BEACON_PATH,
      expect.objectContaining({
        method: 'POST',
        keepalive: true,
        body: '{"popup":21,"event":"view"}',
        headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
      }),
    )
  })
})

describe('who sees it', () => {
  const meAnswers = (users: unknown, visitors: unknown) =>
    fetchMock.mockImplementation(
      async (url: string) =>
        new Response(JSON.stringify({ user: url === '/api/users/me' ? users : visitors })),
    )

  it('asks the me calls only when a popup needs the visitor', async () => {
    start([{ id: 30, settings: { triggers: { page_load: { delay: 0 } } } }])
    await vi.advanceTimersByTimeAsync(0)
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('a signed-in-only popup opens for a signed-in visitor, not for an anonymous one', async () => {
    meAnswers(null, { id: 1, email: 'v@example.com' })
    start([{ id: 31, audience: 'signed_in', settings: { triggers: { page_load: { delay: 0 } } } }])
    await vi.advanceTimersByTimeAsync(0)
    expect(fetchMock.mock.calls.map(([url]) => url).sort()).toEqual([
      '/api/users/me',
      '/api/visitors/me',
    ])
    expect(isOpen(31)).toBe(true)
    stops.pop()!()
    document.body.replaceChildren()
    meAnswers(null, null)
    start([{ id: 31, audience: 'signed_in', settings: { triggers: { page_load: { delay: 0 } } } }])
    await vi.advanceTimersByTimeAsync(0)
    expect(dialogOf(31)).toBeNull()
  })

  it('the logged_in rule hides it from an editor whose role is listed (spec 6)', async () => {
    meAnswers({ id: 1, role: 'editor' }, null)
    const popup: PopupInput = {
      id: 32,
      settings: {
        timing: { logged_in: { users: 'custom', roles: ['admin', 'editor'] } },
        triggers: { page_load: { delay: 0 } },
      },
    }
    start([popup])
    await vi.advanceTimersByTimeAsync(0)
    expect(dialogOf(32)).toBeNull()
    stops.pop()!()
    document.body.replaceChildren()
    meAnswers(null, { id: 2 })
    start([popup])
    await vi.advanceTimersByTimeAsync(0)
    expect(isOpen(32)).toBe(true)
  })
})

describe('focus', () => {
  it('the dialog takes the focus, its close button after POPUP_FOCUS_DELAY_MS, and it returns', () => {
    document.body.innerHTML = '<button class="open">open</button>'
    start([{ id: 40, settings: { open_selector: '.open' } }])
    const opener = document.querySelector<HTMLButtonElement>('.open')!
    opener.focus()
    click(opener)
    const dialog = dialogOf(40)!
    expect(document.activeElement).toBe(dialog)
    vi.advanceTimersByTime(POPUP_FOCUS_DELAY_MS - 1)
    expect(document.activeElement).toBe(dialog)
    vi.advanceTimersByTime(1)
    expect(document.activeElement).toBe(closeButton(40))
    escape(dialog)
    expect(document.activeElement).toBe(opener)
  })

  it('prefers [data-popup-focus], and the first control while the close button waits', () => {
    start([
      {
        id: 41,
        html: '<input id="a"><input id="b" data-popup-focus>',
        settings: { triggers: { page_load: { delay: 0 } } },
      },
      {
        id: 42,
        html: '<p>x</p><input id="c">',
        settings: { triggers: { page_load: { delay: 1 } }, close_button_delay: 5 },
      },
    ])
    vi.advanceTimersByTime(POPUP_FOCUS_DELAY_MS)
    expect(document.activeElement?.id).toBe('b')
    vi.advanceTimersByTime(1000 - POPUP_FOCUS_DELAY_MS)
    expect(document.activeElement).toBe(dialogOf(42))
    vi.advanceTimersByTime(POPUP_FOCUS_DELAY_MS)
    expect(document.activeElement?.id).toBe('c')
  })
})

describe('leaving the page', () => {
  it('stop() disarms the triggers, closes without counting and puts the content back', () => {
    const { stop } = start([
      { id: 50, settings: { triggers: { page_load: { delay: 0 }, click: { times: 1 } } } },
    ])
    vi.advanceTimersByTime(0)
    expect(isOpen(50)).toBe(true)
    stop()
    expect(dialogOf(50)).toBeNull()
    expect(document.querySelector('#site-popups [data-popup-content="50"]')).not.toBeNull()
    expect(sent()).toEqual([{ popup: 50, event: 'view' }])
  })

  it('does nothing for a slot without popups or with unreadable settings', () => {
    const slot = document.createElement('div')
    slot.innerHTML = '<script type="application/json" data-popups-settings>not json</script>'
    document.body.append(slot)
    expect(() => startPopups(slot, { locale: 'ka', local, session })()).not.toThrow()
    expect(local.values.size).toBe(0)
  })
})
