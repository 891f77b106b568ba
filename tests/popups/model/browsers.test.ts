/** The browsers rule and its user-agent classifier, on real user-agent strings. */
import { describe, expect, it } from 'vitest'

import { browserFromUserAgent, browsersRule, type PopupBrowser } from '@/features/popups/model'

import { CHROME_UA, visitor } from './visitor'

const AGENTS: readonly (readonly [PopupBrowser, string])[] = [
  ['chrome', CHROME_UA],
  [
    'chrome',
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.81 Mobile Safari/537.36',
  ],
  [
    'chrome',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
  ],
  ['firefox', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0'],
  [
    'firefox',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/133.0 Mobile/15E148 Safari/605.1.15',
  ],
  [
    'safari',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  ],
  [
    'safari',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  ],
  [
    'edge',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  ],
  [
    'edge',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0.3538.102 Safari/537.36 Edge/18.19041',
  ],
  [
    'edge',
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 EdgA/131.0.0.0',
  ],
  [
    'opera',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 OPR/115.0.0.0',
  ],
  ['opera', 'Opera/9.80 (Windows NT 6.1; U; en) Presto/2.10.289 Version/12.02'],
  ['ie', 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko'],
  ['ie', 'Mozilla/4.0 (compatible; MSIE 8.0; Windows NT 6.1; Trident/4.0)'],
  [
    'other',
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
  ],
  [
    'other',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/128.0.0.0 YaBrowser/24.10.0.0 Safari/537.36',
  ],
  [
    'other',
    'Mozilla/5.0 (Linux; U; Android 4.0.3; en-us) AppleWebKit/534.30 (KHTML, like Gecko) Version/4.0 Mobile Safari/534.30',
  ],
  ['other', 'curl/8.5.0'],
  ['other', 'Googlebot/2.1 (+http://www.google.com/bot.html)'],
]

describe('browserFromUserAgent', () => {
  it.each(AGENTS)('says %s for %s', (browser, agent) => {
    expect(browserFromUserAgent(agent)).toBe(browser)
  })

  it('says other for an empty or missing agent', () => {
    expect(browserFromUserAgent('')).toBe('other')
    expect(browserFromUserAgent(undefined as unknown as string)).toBe('other')
  })
})

describe('browsers rule', () => {
  const edge = AGENTS.find(([b]) => b === 'edge')![1]

  it('passes for a ticked browser only', () => {
    expect(browsersRule({ browsers: ['chrome'] }, visitor())).toBe(true)
    expect(browsersRule({ browsers: ['chrome'] }, visitor({ userAgent: edge }))).toBe(false)
    expect(browsersRule({ browsers: ['edge', 'firefox'] }, visitor({ userAgent: edge }))).toBe(true)
    expect(browsersRule({ browsers: ['other'] }, visitor({ userAgent: 'curl/8' }))).toBe(true)
  })

  it('is false with none ticked or a list that is no list', () => {
    expect(browsersRule({ browsers: [] }, visitor())).toBe(false)
    expect(browsersRule({ browsers: 'chrome' as unknown as [] }, visitor())).toBe(false)
  })
})
