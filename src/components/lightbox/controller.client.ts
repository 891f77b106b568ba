/**
 * The lightbox itself: one modal `<dialog>` for the whole page, opened by a click on any
 * `a[data-lightbox]` (rendered by LightboxLink). Plain DOM, not React: the links are the server's,
 * the dialog is made on the first click, so a page pays for this module only once however many
 * links it has. It follows the site's pop-up conventions (PopupDialog.client.tsx): the dialog
 * takes the focus as it opens and hands it to `[data-popup-focus]` or the close button after
 * POPUP_FOCUS_DELAY_MS; Escape (the dialog's own cancel), the close button and a click on the
 * backdrop close it and the focus returns to the link; the page behind is inert (showModal) and
 * does not scroll (lightbox.css).
 *
 * A click the lightbox cannot serve (an address it refuses, a modified click, a link already
 * handled) is left to the browser, which follows the link as it would without JavaScript.
 */
import { defaultLocale, isLocale } from '@/i18n/locales'
import { lightboxMessages, type LightboxLabels } from '@/i18n/messages/lightbox'
import { GALLERY_PRELOAD, POPUP_FOCUS_DELAY_MS } from '@/shared/constants'
import { keepTabInside } from '@/shared/dialog-focus'

import { inlineTargetId, sameOriginUrl } from './model/address'
import { iframeEmbedOf } from './model/embed-url'
import { cleanFragment, pickFragment } from './model/fragment'
import { formatCounter, preloadIndexes, wrapIndex } from './model/gallery'
import { isLightboxType, LIGHTBOX_ATTRIBUTES, type LightboxType } from './model/types'

interface Item {
  type: LightboxType
  href: string
  /** Its `data-lightbox-title`: the dialog's name, the caption, the frame's title. */
  title: string
  link: HTMLAnchorElement
}

interface Parts {
  dialog: HTMLDialogElement
  frame: HTMLElement
  status: HTMLElement
  content: HTMLElement
  nav: HTMLElement
  counter: HTMLElement
  caption: HTMLElement
  previous: HTMLButtonElement
  next: HTMLButtonElement
  close: HTMLButtonElement
}

/** The longest accessible name taken from a link's text. */
const NAME_MAX = 120
/** A horizontal swipe at least this long moves a gallery on a touch screen (CSS pixels). */
const SWIPE_MIN_PX = 40

let parts: Parts | null = null
let labels: LightboxLabels = lightboxMessages[defaultLocale]
let items: Item[] = []
let index = 0
let forward = true
let opener: HTMLElement | null = null
/** Bumped whenever the shown item changes or the dialog closes: late answers are dropped. */
let generation = 0
let request: AbortController | null = null
/** An inline target shown in the dialog, and where it goes back to. */
let borrowed: { node: Element; placeholder: Comment } | null = null
let focusTimer: number | undefined
const preloaded = new Set<string>()
let users = 0

/** Starts listening for lightbox links; the returned function stops (when the last user leaves). */
export function attachLightbox(): () => void {
  if (users++ === 0) document.addEventListener('click', onDocumentClick)
  return () => {
    if (--users > 0) return
    document.removeEventListener('click', onDocumentClick)
    if (parts?.dialog.open) parts.dialog.close()
  }
}

function itemOf(link: HTMLAnchorElement): Item | null {
  const type = link.getAttribute(LIGHTBOX_ATTRIBUTES.type)
  if (!isLightboxType(type)) return null
  const title = link.getAttribute(LIGHTBOX_ATTRIBUTES.title)?.trim() ?? ''
  return { type, href: link.getAttribute('href') ?? '', title, link }
}

/** Whether the lightbox shows this item itself; if not, the browser follows the link. */
function canOpen(item: Item): boolean {
  switch (item.type) {
    // Pages and pictures of the site only: ajax reads only the site (model/address.ts), and the
    // Content-Security-Policy's img-src (server/headers.mjs) would block a picture elsewhere, which
    // the browser then opens itself.
    case 'image':
    case 'gallery':
    case 'ajax':
      return sameOriginUrl(item.href, location.origin) !== null
    case 'inline':
      return inlineTargetId(item.href, location.href) !== null
    case 'iframe':
      return iframeEmbedOf(item.href, location.origin) !== null
  }
}

/**
 * The items a link opens: the links of its group in the page's order (one per address: a photo
 * linked from its thumbnail and its caption is one item), or the link alone.
 */
function itemsFrom(link: HTMLAnchorElement): { list: Item[]; at: number } {
  const own = itemOf(link)
  const group = link.getAttribute(LIGHTBOX_ATTRIBUTES.group)
  if (!own || !canOpen(own)) return { list: [], at: -1 }
  if (!group) return { list: [own], at: 0 }
  const list: Item[] = []
  const seen = new Map<string, number>()
  for (const member of document.querySelectorAll<HTMLAnchorElement>(
    `a[${LIGHTBOX_ATTRIBUTES.group}]`,
  )) {
    if (member.getAttribute(LIGHTBOX_ATTRIBUTES.group) !== group || member.closest('.lightbox'))
      continue
    const item = member === link ? own : itemOf(member)
    if (!item || !canOpen(item)) continue
    const key = `${item.type} ${member.href}`
    if (seen.has(key)) {
      if (member === link) list[seen.get(key)!] = own
      continue
    }
    seen.set(key, list.length)
    list.push(item)
  }
  return { list, at: list.indexOf(own) }
}

function onDocumentClick(event: MouseEvent) {
  if (event.defaultPrevented || event.button !== 0) return
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
  const target = event.target
  const link =
    target instanceof Element
      ? target.closest<HTMLAnchorElement>(`a[${LIGHTBOX_ATTRIBUTES.type}]`)
      : null
  // Links inside the lightbox's own content (a fetched page's) are followed as links; a link in
  // another dialog (a pop-up's content) opens the lightbox above it.
  if (!link || link.closest('.lightbox')) return
  const { list, at } = itemsFrom(link)
  if (at < 0) return
  event.preventDefault()
  open(list, at, link)
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string) {
  const node = document.createElement(tag)
  node.className = className
  return node
}

function button(className: string, symbol: string): HTMLButtonElement {
  const node = element('button', className)
  node.type = 'button'
  const glyph = element('span', '')
  glyph.setAttribute('aria-hidden', 'true')
  glyph.textContent = symbol
  node.append(glyph)
  return node
}

function build(): Parts {
  const dialog = element('dialog', 'lightbox')
  dialog.tabIndex = -1
  const frame = element('div', 'lightbox-frame')
  const close = button('lightbox-close', '×')
  const body = element('div', 'lightbox-body')
  // It scrolls when its content is taller than the screen (a page by ajax, a tall picture): a
  // keyboard reaches it to scroll it (axe: scrollable-region-focusable).
  body.tabIndex = 0
  const status = element('p', 'lightbox-status')
  status.setAttribute('role', 'status')
  const content = element('div', 'lightbox-content')
  const caption = element('p', 'lightbox-caption')
  const nav = element('div', 'lightbox-nav')
  const previous = button('lightbox-previous', '‹')
  const next = button('lightbox-next', '›')
  const counter = element('span', 'lightbox-counter')
  counter.setAttribute('aria-live', 'polite')
  nav.append(previous, counter, next)
  body.append(status, content, caption)
  frame.append(close, body, nav)
  dialog.append(frame)

  close.addEventListener('click', () => dialog.close())
  previous.addEventListener('click', () => go(-1))
  next.addEventListener('click', () => go(1))
  // The frame fills the dialog: a click on the dialog element itself landed on the backdrop.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close()
  })
  dialog.addEventListener('keydown', onKeyDown)
  // A swipe on a touch screen moves a gallery, as the property gallery's does.
  let swipeFrom: { x: number; y: number } | null = null
  body.addEventListener('pointerdown', (event) => {
    swipeFrom = event.pointerType === 'mouse' ? null : { x: event.clientX, y: event.clientY }
  })
  body.addEventListener('pointercancel', () => (swipeFrom = null))
  body.addEventListener('pointerup', (event) => {
    const from = swipeFrom
    swipeFrom = null
    if (!from) return
    const dx = event.clientX - from.x
    if (Math.abs(dx) >= SWIPE_MIN_PX && Math.abs(dx) > Math.abs(event.clientY - from.y)) {
      go(dx < 0 ? 1 : -1)
    }
  })
  dialog.addEventListener('close', onClose)
  document.body.append(dialog)
  return { dialog, frame, status, content, nav, counter, caption, previous, next, close }
}

/** The labels of the page's language (it can change on a client-side navigation). */
function applyLabels(p: Parts) {
  const lang = document.documentElement.lang
  labels = lightboxMessages[isLocale(lang) ? lang : defaultLocale]
  p.previous.setAttribute('aria-label', labels.lightboxPrevious)
  p.next.setAttribute('aria-label', labels.lightboxNext)
  p.close.setAttribute('aria-label', labels.lightboxClose)
}

function open(list: Item[], at: number, link: HTMLAnchorElement) {
  // Made once per document (a new one if something took the old one out of the page).
  const p = parts?.dialog.isConnected ? parts : (parts = build())
  applyLabels(p)
  opener = link
  items = list
  forward = true
  if (!p.dialog.open) {
    // As PopupDialog: the dialog takes the focus first (its name is announced), its content only
    // after the delay; with the frame inert for a moment, showModal() finds nothing else to focus.
    p.frame.inert = true
    p.dialog.showModal()
    p.frame.inert = false
    p.dialog.focus()
  }
  show(at)
  window.clearTimeout(focusTimer)
  focusTimer = window.setTimeout(() => {
    if (!p.dialog.open) return
    const target = p.dialog.querySelector<HTMLElement>('[data-popup-focus]') ?? p.close
    target.focus()
  }, POPUP_FOCUS_DELAY_MS)
}

function go(step: 1 | -1) {
  if (items.length < 2) return
  forward = step > 0
  show(index + step)
}

/** Arrow keys 37 and 39 (spec section 9) move through a gallery, except while typing. */
function onKeyDown(event: KeyboardEvent) {
  if (parts && keepTabInside(parts.dialog, event)) return
  if (items.length < 2 || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return
  const target = event.target
  if (
    target instanceof Element &&
    target.closest('input, textarea, select, [contenteditable]:not([contenteditable="false"])')
  ) {
    return
  }
  if (event.key === 'ArrowLeft') go(-1)
  else if (event.key === 'ArrowRight') go(1)
  else return
  event.preventDefault()
}

/** Stops what the shown item was doing: its request, its borrowed element, its frame. */
function release() {
  generation++
  request?.abort()
  request = null
  if (borrowed) {
    const { node, placeholder } = borrowed
    borrowed = null
    if (placeholder.isConnected) placeholder.replaceWith(node)
    else node.remove()
  }
  parts?.content.replaceChildren()
}

function onClose() {
  window.clearTimeout(focusTimer)
  release()
  items = []
  const back = opener
  opener = null
  if (back?.isConnected) back.focus()
}

/** The dialog's accessible name: the title, else the link's picture or words, else a generic one. */
function nameOf(item: Item): string {
  const text =
    item.title ||
    item.link.querySelector('img')?.alt.trim() ||
    item.link.textContent?.replace(/\s+/g, ' ').trim() ||
    labels.lightboxDialog
  return text.length > NAME_MAX ? `${text.slice(0, NAME_MAX - 1)}…` : text
}

function setStatus(p: Parts, text: string, href?: string) {
  if (href) {
    // The spec's failures are links (section 8): the visitor can still open the address itself.
    const link = element('a', 'lightbox-error')
    link.href = href
    link.textContent = text
    p.status.replaceChildren(link)
  } else {
    p.status.textContent = text
  }
  if (text === labels.lightboxLoading) p.content.setAttribute('aria-busy', 'true')
  else p.content.removeAttribute('aria-busy')
}

function show(at: number) {
  const p = parts
  if (!p) return
  release()
  index = wrapIndex(at, items.length)
  const item = items[index]
  if (!item) return
  const gen = generation
  p.dialog.dataset.type = item.type
  p.dialog.setAttribute('aria-label', nameOf(item))
  setStatus(p, '')
  p.caption.textContent = item.title
  p.nav.hidden = items.length < 2
  p.dialog.toggleAttribute('data-gallery', items.length > 1)
  p.counter.textContent =
    items.length < 2 ? '' : formatCounter(labels.lightboxCounter, index + 1, items.length)
  switch (item.type) {
    case 'image':
    case 'gallery':
      showImage(p, item, gen)
      break
    case 'iframe':
      showFrame(p, item)
      break
    case 'inline':
      showInline(p, item)
      break
    case 'ajax':
      showPage(p, item, gen)
      break
  }
  preloadNearby()
}

function showImage(p: Parts, item: Item, gen: number) {
  const src = sameOriginUrl(item.href, location.origin)!.href
  const image = element('img', 'lightbox-image')
  image.alt = item.link.querySelector('img')?.alt || item.title
  image.decoding = 'async'
  setStatus(p, labels.lightboxLoading)
  image.addEventListener('load', () => {
    if (gen !== generation) return
    setStatus(p, '')
    p.content.replaceChildren(image)
  })
  image.addEventListener('error', () => {
    if (gen === generation) setStatus(p, labels.lightboxImageError, src)
  })
  // A click on the picture goes on to the next (the plugin's navigateByImgClick).
  if (items.length > 1) image.addEventListener('click', () => go(1))
  image.src = src
}

/** The player exists only while it is shown: no request to the video or map host before. */
function showFrame(p: Parts, item: Item) {
  const embed = iframeEmbedOf(item.href, location.origin)!
  const box = element('div', 'lightbox-embed')
  box.dataset.provider = embed.provider
  const frame = element('iframe', '')
  frame.title = nameOf(item)
  frame.allow = 'autoplay; encrypted-media; picture-in-picture; fullscreen'
  frame.allowFullscreen = true
  frame.referrerPolicy = 'strict-origin-when-cross-origin'
  frame.src = embed.src
  box.append(frame)
  p.content.replaceChildren(box)
}

/** The target moves into the dialog and back when it closes (ids and form state stay whole). */
function showInline(p: Parts, item: Item) {
  const id = inlineTargetId(item.href, location.href)
  const target = id ? document.getElementById(id) : null
  if (!target || target.contains(p.dialog) || p.dialog.contains(target)) {
    setStatus(p, labels.lightboxNotFound)
    return
  }
  const placeholder = document.createComment('lightbox')
  target.before(placeholder)
  borrowed = { node: target, placeholder }
  p.content.replaceChildren(target)
}

function showPage(p: Parts, item: Item, gen: number) {
  const url = sameOriginUrl(item.href, location.origin)!
  const controller = new AbortController()
  request = controller
  setStatus(p, labels.lightboxLoading)
  const fail = () => {
    if (gen === generation) setStatus(p, labels.lightboxContentError, url.href)
  }
  fetch(url, {
    signal: controller.signal,
    credentials: 'same-origin',
    headers: { Accept: 'text/html' },
  })
    .then(async (response) => {
      const final = response.url || url.href
      const html = /^\s*(?:text\/html|application\/xhtml\+xml)\b/i.test(
        response.headers.get('content-type') ?? '',
      )
      if (!response.ok || !html || !sameOriginUrl(final, location.origin)) return fail()
      const text = await response.text()
      if (gen !== generation) return
      const doc = new DOMParser().parseFromString(text, 'text/html')
      const fragment = pickFragment<Element>(doc)
      if (!fragment) return fail()
      cleanFragment(fragment, final, (id) => document.getElementById(id) !== null)
      // Without a title of its own the dialog is named by the page's heading (read before the
      // nodes move out of the parsed document).
      const heading = doc.querySelector('h1')?.textContent?.replace(/\s+/g, ' ').trim()
      if (heading && !item.title) p.dialog.setAttribute('aria-label', heading.slice(0, NAME_MAX))
      setStatus(p, '')
      p.content.replaceChildren(...Array.from(fragment.childNodes))
    })
    .catch(fail)
}

/** Fetches the pictures the arrows lead to next: GALLERY_PRELOAD before and after. */
function preloadNearby() {
  for (const at of preloadIndexes(index, items.length, forward, GALLERY_PRELOAD)) {
    const item = items[at]
    if (item?.type !== 'image' && item?.type !== 'gallery') continue
    const src = sameOriginUrl(item.href, location.origin)?.href
    if (!src || preloaded.has(src)) continue
    preloaded.add(src)
    new Image().src = src
  }
}
