import { describe, expect, it } from 'vitest'

import {
  headerDataAttributes,
  headerStyleOptions,
  headerStyleTable,
  telHref,
} from '@/shared/header-styles'
import { headerStyles } from '@/shared/constants'

describe('header styles table', () => {
  it('describes every style the settings offer, and only those', () => {
    expect(Object.keys(headerStyleTable).sort()).toEqual(headerStyles.map(String).sort())
  })

  it('makes every style look different from every other', () => {
    const looks = Object.values(headerStyleTable).map(({ summary: _summary, ...look }) =>
      JSON.stringify(look),
    )
    expect(new Set(looks).size).toBe(looks.length)
  })

  it('offers each part in some style: top bar on and off, call, search box and popup', () => {
    const all = Object.values(headerStyleTable)
    expect(all.some((s) => s.topBar)).toBe(true)
    expect(all.some((s) => !s.topBar)).toBe(true)
    expect(all.some((s) => s.call)).toBe(true)
    for (const search of ['box', 'toggle', 'none'] as const)
      expect(all.some((s) => s.search === search)).toBe(true)
    expect(all.some((s) => s.sticky)).toBe(true)
    expect(all.some((s) => s.side)).toBe(true)
    expect(headerStyleTable['1'].sticky).toBe(false)
    for (const tone of ['light', 'brand', 'dark', 'card'] as const)
      expect(all.some((s) => s.tone === tone)).toBe(true)
  })

  it('reads an unknown or missing setting as style 1', () => {
    expect(headerStyleOptions('99')).toBe(headerStyleTable['1'])
    expect(headerStyleOptions(undefined)).toBe(headerStyleTable['1'])
    expect(headerStyleOptions('7')).toBe(headerStyleTable['7'])
  })

  it('hands the layout to CSS as data attributes', () => {
    expect(headerDataAttributes(headerStyleTable['6'])).toEqual({
      'data-header-logo': 'centre',
      'data-header-menu': 'centre',
      'data-header-tone': 'light',
      'data-header-sticky': undefined,
    })
    expect(headerDataAttributes(headerStyleTable['8'])['data-header-sticky']).toBe('')
  })
})

describe('telHref', () => {
  it('keeps the digits and a leading plus', () => {
    expect(telHref(' +995 (32) 2 00-00-00 ')).toBe('tel:+995322000000')
    expect(telHref('032 200 00 00')).toBe('tel:0322000000')
  })
})
