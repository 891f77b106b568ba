/**
 * The real `TriggerEnvironment` over a browser window, for the popup's client script. Kept apart
 * from `arm.ts` so the triggers are tested with fakes; this file touches the DOM only when called.
 */
import type { AdBait, TriggerEnvironment, TriggerListener } from './arm'

/** Class names ad blockers' cosmetic filters hide (EasyList's generic rules). */
export const AD_BAIT_CLASSES = 'adsbox ad-banner ad-placement pub_300x250 text-ad textAd'

function placeAdBait(win: Window): AdBait {
  const doc = win.document
  const bait = doc.createElement('div')
  bait.className = AD_BAIT_CLASSES
  bait.setAttribute('aria-hidden', 'true')
  // Off screen and 1 px: nothing shows or shifts, but it has a size an ad blocker takes away.
  bait.style.cssText = 'position:absolute;left:-9999px;top:0;width:1px;height:1px;'
  bait.innerHTML = '&nbsp;'
  doc.body.appendChild(bait)
  return {
    read() {
      if (!bait.isConnected) return null
      const style = win.getComputedStyle(bait)
      return {
        hidden: style.display === 'none' || style.visibility === 'hidden',
        width: bait.offsetWidth,
        height: bait.offsetHeight,
      }
    },
    remove() {
      bait.remove()
    },
  }
}

/** A browser window (`window` itself): `Element` is read from it, not from the global scope. */
export type BrowserWindow = Window & typeof globalThis

export function browserTriggerEnvironment(win: BrowserWindow): TriggerEnvironment {
  const doc = win.document
  return {
    setTimeout: (callback, ms) => win.setTimeout(callback, ms),
    clearTimeout: (handle) => win.clearTimeout(handle as number),
    now: () => Date.now(),
    listen(target, type, listener: TriggerListener) {
      const node: EventTarget = target === 'window' ? win : doc
      const handler = (event: Event) => listener(event as unknown as Parameters<TriggerListener>[0])
      node.addEventListener(type, handler, { passive: true })
      return () => node.removeEventListener(type, handler)
    },
    scrollY: () => win.scrollY,
    viewportHeight: () => win.innerHeight,
    viewportWidth: () => win.innerWidth,
    pageHeight: () => Math.max(doc.documentElement.scrollHeight, doc.body?.scrollHeight ?? 0),
    elementTop(selector) {
      try {
        return doc.querySelector(selector)?.getBoundingClientRect().top ?? null
      } catch {
        return null // an invalid selector matches nothing
      }
    },
    targetMatches(target, selector) {
      try {
        return target instanceof win.Element && target.closest(selector) !== null
      } catch {
        return false
      }
    },
    placeAdBait: () => placeAdBait(win),
  }
}
