// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"disableIframePageLoading":true,"disableJavaScriptFileLoading":true,"disableCSSFileLoading":true}}
/**
 * The lightbox's behaviour in a DOM (happy-dom, which the project has through Payload's lexical
 * editor: @lexical/headless): which clicks it takes, what each type shows, the gallery's keys,
 * counter and preloading, the focus, and that nothing of a fetched page runs. What needs a real
 * browser (Escape, the top layer, inertness, image load events, layout) is left to e2e tests.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { attachLightbox } from '@/components/lightbox/controller.client'
import { POPUP_FOCUS_DELAY_MS } from '@/shared/constants'

let detach: () => void

/** Clicks like a visitor; true when the lightbox took the click (the link was not followed). */
function click(target: Element, init: MouseEventInit = {}): boolean {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init })
  target.dispatchEvent(event)
  return taken
}
const dialog = () => document.querySelector<HTMLDialogElement>('dialog.lightbox')!
const text = (selector: string) => dialog().querySelector(selector)?.textContent
const key = (name: string) =>
  dialog().dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true }))
const settle = () => new Promise((resolve) => setTimeout(resolve, 20))
/** Whether the lightbox took the last click: read after its listener, which comes first. */
let taken = false
// Links the lightbox leaves alone would navigate the test's window: stop them once it looked.
const stopNavigation = (event: Event) => {
  taken = event.defaultPrevented
  event.preventDefault()
}

beforeEach(() => {
  document.documentElement.lang = 'en'
  detach = attachLightbox()
  document.addEventListener('click', stopNavigation)
})
afterEach(() => {
  if (dialog()?.open) dialog().close()
  detach()
  document.removeEventListener('click', stopNavigation)
  document.body.replaceChildren()
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('which clicks the lightbox takes', () => {
  it('takes a plain click on a lightbox link, not a modified one or another button', () => {
    document.body.innerHTML = '<a data-lightbox="inline" href="#t">Terms</a><div id="t">x</div>'
    const link = document.querySelector('a')!
    expect(click(link, { ctrlKey: true })).toBe(false)
    expect(click(link, { metaKey: true })).toBe(false)
    expect(click(link, { button: 1 })).toBe(false)
    expect(dialog()).toBeNull()
    expect(click(link)).toBe(true)
    expect(dialog().open).toBe(true)
  })

  it('leaves addresses it refuses to the browser', () => {
    document.body.innerHTML = [
      '<a data-lightbox="ajax" href="https://example.com/page">elsewhere</a>',
      '<a data-lightbox="inline" href="/other#t">another page</a>',
      '<a data-lightbox="iframe" href="https://example.com/video">unknown player</a>',
      '<a data-lightbox="image" href="javascript:alert(1)">script</a>',
      '<a data-lightbox="image" href="https://cdn.example/a.jpg">picture elsewhere (CSP)</a>',
      '<a data-lightbox="nonsense" href="/a.jpg">unknown type</a>',
    ].join('')
    for (const link of document.querySelectorAll('a')) expect(click(link), link.text).toBe(false)
    expect(dialog()).toBeNull()
  })

  it('stops listening when the last link is gone', () => {
    document.body.innerHTML = '<a data-lightbox="inline" href="#t">Terms</a><div id="t">x</div>'
    const second = attachLightbox()
    detach()
    expect(click(document.querySelector('a')!)).toBe(true)
    dialog().close()
    second()
    expect(click(document.querySelector('a')!)).toBe(false)
    detach = () => undefined
  })
})

describe('inline', () => {
  it('shows the target in the dialog and puts it back where it was', () => {
    document.body.innerHTML =
      '<a data-lightbox="inline" href="#terms">Terms</a><p>before</p><div id="terms" data-lightbox-target>The terms</div><p>after</p>'
    click(document.querySelector('a')!)
    expect(dialog().querySelector('.lightbox-content #terms')?.textContent).toBe('The terms')
    expect(dialog().getAttribute('aria-label')).toBe('Terms')
    dialog().close()
    const order = [...document.body.children].map((el) => el.id || el.textContent)
    expect(order.slice(0, 4)).toEqual(['Terms', 'before', 'terms', 'after'])
    expect(dialog().querySelector('.lightbox-content')!.childNodes).toHaveLength(0)
  })

  it("says 'Content not found' for a missing target", () => {
    document.body.innerHTML = '<a data-lightbox="inline" href="#gone">Terms</a>'
    click(document.querySelector('a')!)
    expect(text('.lightbox-status')).toBe('Content not found')
  })
})

describe('gallery', () => {
  const preloaded: string[] = []
  beforeEach(() => {
    preloaded.length = 0
    vi.stubGlobal(
      'Image',
      class {
        set src(value: string) {
          preloaded.push(new URL(value).pathname)
        }
      },
    )
  })
  const gallery = (names: string[]) =>
    names
      .map(
        (n) =>
          `<a data-lightbox="gallery" data-lightbox-group="g" href="/${n}.jpg"><img alt="${n}"></a>`,
      )
      .join('')

  it('counts, moves with the arrow keys and the buttons, round both ends', () => {
    document.body.innerHTML = gallery(['a', 'b', 'c'])
    click(document.querySelectorAll('a')[2]!)
    expect(text('.lightbox-counter')).toBe('3 of 3')
    expect(text('.lightbox-status')).toBe('Loading...')
    key('ArrowRight')
    expect(text('.lightbox-counter')).toBe('1 of 3')
    key('ArrowLeft')
    key('ArrowLeft')
    expect(text('.lightbox-counter')).toBe('2 of 3')
    expect(dialog().getAttribute('aria-label')).toBe('b')
    dialog().querySelector<HTMLButtonElement>('.lightbox-next')!.click()
    expect(text('.lightbox-counter')).toBe('3 of 3')
    expect(dialog().querySelector('.lightbox-nav')!.hasAttribute('hidden')).toBe(false)
  })

  it('moves with a horizontal swipe on a touch screen, not with a mouse drag', () => {
    document.body.innerHTML = gallery(['a', 'b', 'c'])
    click(document.querySelector('a')!)
    const body = dialog().querySelector('.lightbox-body')!
    const swipe = (pointerType: string, dx: number, dy = 0) => {
      const at = { bubbles: true, pointerType, clientY: 100 }
      body.dispatchEvent(new PointerEvent('pointerdown', { ...at, clientX: 200 }))
      body.dispatchEvent(
        new PointerEvent('pointerup', { ...at, clientX: 200 + dx, clientY: 100 + dy }),
      )
    }
    swipe('touch', -80)
    expect(text('.lightbox-counter')).toBe('2 of 3')
    swipe('touch', 80)
    swipe('touch', 80)
    expect(text('.lightbox-counter')).toBe('3 of 3')
    swipe('touch', 20)
    swipe('touch', -60, 120)
    swipe('mouse', -80)
    expect(text('.lightbox-counter')).toBe('3 of 3')
  })

  it('is one item per address, in the order of the page; other groups stay apart', () => {
    document.body.innerHTML =
      gallery(['a', 'b']) +
      '<a data-lightbox="gallery" data-lightbox-group="g" href="/a.jpg">caption of a</a>' +
      '<a data-lightbox="gallery" data-lightbox-group="other" href="/z.jpg">z</a>'
    click(document.querySelectorAll('a')[2]!)
    expect(text('.lightbox-counter')).toBe('1 of 2')
  })

  it('fetches the next two ahead, behind after a step back (preload [0,2])', () => {
    // Each address is fetched once per page: these are new to this file.
    document.body.innerHTML = gallery(['p1', 'p2', 'p3', 'p4', 'p5', 'p6'])
    click(document.querySelector('a')!)
    expect(preloaded).toEqual(['/p2.jpg', '/p3.jpg'])
    key('ArrowLeft')
    expect(preloaded).toEqual(['/p2.jpg', '/p3.jpg', '/p5.jpg', '/p4.jpg'])
    key('ArrowRight')
    expect(preloaded).toHaveLength(4)
  })

  it('has no arrows, counter or key handling for a single picture', () => {
    document.body.innerHTML = '<a data-lightbox="image" href="/a.jpg">a</a>'
    click(document.querySelector('a')!)
    expect(dialog().querySelector('.lightbox-nav')!.hasAttribute('hidden')).toBe(true)
    expect(text('.lightbox-counter')).toBe('')
    expect(preloaded).toEqual([])
  })

  it('speaks Georgian on a Georgian page', () => {
    document.documentElement.lang = 'ka'
    document.body.innerHTML = gallery(['a', 'b'])
    click(document.querySelector('a')!)
    expect(text('.lightbox-counter')).toBe('1 / 2')
    expect(text('.lightbox-status')).toBe('იტვირთება...')
    expect(dialog().querySelector('.lightbox-close')!.getAttribute('aria-label')).toBe(
      'დახურვა (Esc)',
    )
  })
})

describe('iframe', () => {
  // happy-dom logs a NotSupportedError for the frame it does not load (the settings above): the
  // test makes no request to the video host.
  it('makes the player only when opened and removes it on closing', () => {
    document.body.innerHTML =
      '<a data-lightbox="iframe" href="https://youtu.be/dQw4w9WgXcQ" data-lightbox-title="The district">Video</a>'
    expect(document.querySelector('iframe')).toBeNull()
    click(document.querySelector('a')!)
    const frame = dialog().querySelector('iframe')!
    expect(frame.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
    )
    expect(frame.title).toBe('The district')
    expect(text('.lightbox-caption')).toBe('The district')
    dialog().close()
    expect(document.querySelector('iframe')).toBeNull()
  })
})

describe('ajax', () => {
  const page = (status: number, body: string, type = 'text/html; charset=utf-8') =>
    vi.fn(async () => new Response(body, { status, headers: { 'content-type': type } }))

  it("shows 'Loading...', then the page's <main> with nothing that runs", async () => {
    ;(window as unknown as { hacked?: boolean }).hacked = false
    const fetch = page(
      200,
      '<html><body><header>Menu</header><main id="main"><h1>About us</h1>' +
        '<script>window.hacked = true</script>' +
        '<p onclick="window.hacked = true">Hi <img src="team.png" onerror="window.hacked = true"></p>' +
        '<a href="javascript:window.hacked=true">x</a></main><footer>F</footer></body></html>',
    )
    vi.stubGlobal('fetch', fetch)
    document.body.innerHTML =
      '<main id="main"><a data-lightbox="ajax" href="/about">About</a></main>'
    click(document.querySelector('a')!)
    expect(text('.lightbox-status')).toBe('Loading...')
    expect(dialog().querySelector('.lightbox-content')!.getAttribute('aria-busy')).toBe('true')
    await settle()
    const content = dialog().querySelector('.lightbox-content')!
    expect(fetch).toHaveBeenCalledOnce()
    expect(content.querySelector('h1')?.textContent).toBe('About us')
    expect(content.textContent).not.toContain('Menu')
    expect(content.querySelector('script')).toBeNull()
    expect(content.innerHTML).not.toMatch(/onclick|onerror|javascript:/)
    expect(content.querySelector('img')!.getAttribute('src')).toBe(`${location.origin}/team.png`)
    expect(text('.lightbox-status')).toBe('')
    expect(content.hasAttribute('aria-busy')).toBe(false)
    expect(dialog().getAttribute('aria-label')).toBe('About us')
    expect((window as unknown as { hacked?: boolean }).hacked).toBe(false)
  })

  it('prefers the part marked data-lightbox-content', async () => {
    vi.stubGlobal(
      'fetch',
      page(200, '<main><p>whole page</p><div data-lightbox-content><p>just this</p></div></main>'),
    )
    document.body.innerHTML = '<a data-lightbox="ajax" href="/prices">Prices</a>'
    click(document.querySelector('a')!)
    await settle()
    expect(text('.lightbox-content')).toBe('just this')
  })

  it("says 'The content could not be loaded.' as a link to the page on failure", async () => {
    for (const fetch of [
      page(404, '<main>Not found</main>'),
      page(200, '{"a":1}', 'application/json'),
      page(200, '<div>no main</div>'),
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    ]) {
      vi.stubGlobal('fetch', fetch)
      document.body.innerHTML = '<a data-lightbox="ajax" href="/missing">Missing</a>'
      click(document.querySelector('a')!)
      await settle()
      const link = dialog().querySelector<HTMLAnchorElement>('.lightbox-status a')
      expect(link?.textContent).toBe('The content could not be loaded.')
      expect(link?.href).toBe(`${location.origin}/missing`)
      dialog().close()
    }
  })

  it('drops an answer that comes after the dialog closed', async () => {
    let answer: (response: Response) => void = () => undefined
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    )
    document.body.innerHTML = '<a data-lightbox="ajax" href="/slow">Slow</a>'
    click(document.querySelector('a')!)
    dialog().close()
    answer(new Response('<main>late</main>', { headers: { 'content-type': 'text/html' } }))
    await settle()
    expect(dialog().textContent).not.toContain('late')
  })
})

describe('focus', () => {
  it('goes to the dialog, to the close button after the delay, and back to the link', () => {
    vi.useFakeTimers()
    document.body.innerHTML = '<a data-lightbox="inline" href="#t">Terms</a><div id="t">x</div>'
    const link = document.querySelector('a')!
    click(link)
    expect(document.activeElement).toBe(dialog())
    vi.advanceTimersByTime(POPUP_FOCUS_DELAY_MS - 1)
    expect(document.activeElement).toBe(dialog())
    vi.advanceTimersByTime(1)
    expect(document.activeElement).toBe(dialog().querySelector('.lightbox-close'))
    dialog().querySelector<HTMLButtonElement>('.lightbox-close')!.click()
    expect(dialog().open).toBe(false)
    expect(document.activeElement).toBe(link)
  })
})
