/**
 * The `devices` timing rule: the device from the viewport's width by the page builder's
 * breakpoints (spec 9 "Page-builder breakpoints: mobile up to 767, tablet up to 1024"), as the
 * original asked the page builder for its current device mode. Isomorphic.
 */
import { MOBILE_MAX_WIDTH_PX, TABLET_MAX_WIDTH_PX } from '@/shared/constants'

import type { PopupVisitorContext } from './context'
import type { DevicesRuleSettings, PopupDevice } from './settings'

/** 767 px and less is mobile, 768 to 1024 px tablet, wider desktop; an unknown width is desktop. */
export function deviceForViewportWidth(width: number): PopupDevice {
  if (!Number.isFinite(width) || width < 0) return 'desktop'
  if (width <= MOBILE_MAX_WIDTH_PX) return 'mobile'
  if (width <= TABLET_MAX_WIDTH_PX) return 'tablet'
  return 'desktop'
}

export function devicesRule(
  settings: DevicesRuleSettings,
  context: Pick<PopupVisitorContext, 'viewportWidth'>,
): boolean {
  if (!Array.isArray(settings.devices)) return false
  return settings.devices.includes(deviceForViewportWidth(context.viewportWidth))
}
