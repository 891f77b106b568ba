/**
 * Sends a popup's count (`../beacon.ts`: `POST /api/popups/beacon`, `{popup, event}`): by
 * `navigator.sendBeacon` with a string (text/plain, which the server reads as JSON; it outlives a
 * page being left by a link inside the popup), else by `fetch` with `keepalive`. Never waits,
 * never throws: a count lost is better than a popup that breaks.
 */
import { POPUP_BEACON_PATH, type PopupEvent } from '../beacon'

export interface BeaconTransport {
  sendBeacon?: (url: string, data?: BodyInit | null) => boolean
  fetch?: (url: string, init: RequestInit) => Promise<unknown>
}

export function popupBeaconBody(popup: number, event: PopupEvent): string {
  return JSON.stringify({ popup, event })
}

export function sendPopupBeacon(transport: BeaconTransport, popup: number, event: PopupEvent) {
  const body = popupBeaconBody(popup, event)
  try {
    // false: the browser's beacon queue is full; fetch below tries once more.
    if (transport.sendBeacon?.(POPUP_BEACON_PATH, body)) return
  } catch {
    // sendBeacon can throw (a page being torn down): fall back.
  }
  try {
    void transport
      .fetch?.(POPUP_BEACON_PATH, {
        method: 'POST',
        body,
        keepalive: true,
        credentials: 'same-origin',
        headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
      })
      ?.catch(() => {})
  } catch {
    // No way to send it: the count is lost, the popup goes on.
  }
}
