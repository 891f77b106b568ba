/**
 * The `browsers` timing rule and a small user-agent classifier. The original (Elementor Pro
 * `timing/browsers.js`) read the page builder's environment flags (ie, chrome, edge, firefox,
 * safari); opera and other are added here. Tokens are tested from the most specific: Edge and
 * Opera also say "Chrome/" and "Safari/", Chrome also says "Safari/". Isomorphic.
 */
import type { PopupVisitorContext } from './context'
import type { BrowsersRuleSettings, PopupBrowser } from './settings'

/** Chromium browsers with their own name, which an editor targeting "Chrome" does not mean. */
const OTHER_CHROMIUM = /SamsungBrowser\/|YaBrowser\/|UCBrowser\/|MiuiBrowser\/|HuaweiBrowser\//

const CLASSIFIERS: readonly (readonly [PopupBrowser, RegExp])[] = [
  ['ie', /MSIE |Trident\//],
  ['edge', /Edge?\/|EdgA\/|EdgiOS\//],
  ['opera', /OPR\/|Opera|OPiOS\/|OPT\//],
  ['other', OTHER_CHROMIUM],
  ['firefox', /Firefox\/|FxiOS\//],
  ['chrome', /Chrome\/|CriOS\/|Chromium\//],
]

/** Safari says "Version/… Safari/"; Android's old stock browser says it too, and is not Safari. */
function isSafari(userAgent: string): boolean {
  return /Safari\//.test(userAgent) && /Version\//.test(userAgent) && !/Android/.test(userAgent)
}

export function browserFromUserAgent(userAgent: string): PopupBrowser {
  if (typeof userAgent !== 'string' || !userAgent) return 'other'
  for (const [browser, pattern] of CLASSIFIERS) {
    if (pattern.test(userAgent)) return browser
  }
  return isSafari(userAgent) ? 'safari' : 'other'
}

export function browsersRule(
  settings: BrowsersRuleSettings,
  context: Pick<PopupVisitorContext, 'userAgent'>,
): boolean {
  if (!Array.isArray(settings.browsers)) return false
  return settings.browsers.includes(browserFromUserAgent(context.userAgent))
}
