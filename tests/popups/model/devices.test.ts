/** The devices rule by spec 9's breakpoints: mobile up to 767, tablet up to 1024. */
import { describe, expect, it } from 'vitest'

import { deviceForViewportWidth, devicesRule } from '@/features/popups/model'
import { MOBILE_MAX_WIDTH_PX, TABLET_MAX_WIDTH_PX } from '@/shared/constants'

import { visitor } from './visitor'

describe('deviceForViewportWidth', () => {
  it('uses the breakpoints exactly, both ends inclusive', () => {
    expect(MOBILE_MAX_WIDTH_PX).toBe(767)
    expect(TABLET_MAX_WIDTH_PX).toBe(1024)
    expect(deviceForViewportWidth(0)).toBe('mobile')
    expect(deviceForViewportWidth(320)).toBe('mobile')
    expect(deviceForViewportWidth(767)).toBe('mobile')
    expect(deviceForViewportWidth(767.5)).toBe('tablet')
    expect(deviceForViewportWidth(768)).toBe('tablet')
    expect(deviceForViewportWidth(1024)).toBe('tablet')
    expect(deviceForViewportWidth(1025)).toBe('desktop')
    expect(deviceForViewportWidth(2560)).toBe('desktop')
  })

  it('takes an unknown width for a desktop', () => {
    expect(deviceForViewportWidth(NaN)).toBe('desktop')
    expect(deviceForViewportWidth(-1)).toBe('desktop')
    expect(deviceForViewportWidth(Infinity)).toBe('desktop')
  })
})

describe('devices rule', () => {
  it('passes on a ticked device only', () => {
    const rule = { devices: ['mobile' as const, 'desktop' as const] }
    expect(devicesRule(rule, visitor({ viewportWidth: 390 }))).toBe(true)
    expect(devicesRule(rule, visitor({ viewportWidth: 800 }))).toBe(false)
    expect(devicesRule(rule, visitor({ viewportWidth: 1440 }))).toBe(true)
    expect(devicesRule({ devices: ['tablet'] }, visitor({ viewportWidth: 1024 }))).toBe(true)
    expect(devicesRule({ devices: ['tablet'] }, visitor({ viewportWidth: 1025 }))).toBe(false)
  })

  it('is false with no device ticked or a list that is no list', () => {
    expect(devicesRule({ devices: [] }, visitor())).toBe(false)
    expect(devicesRule({ devices: 'desktop' as unknown as [] }, visitor())).toBe(false)
  })
})
