/**
 * The runtime's beacon (runtime/beacon.client.ts) keeps the server's contract (`../beacon.ts`):
 * `POST /api/popups/beacon` with `{"popup", "event"}` as a text/plain string by sendBeacon, else
 * by fetch with keepalive; it never throws, whatever the browser does.
 */
import { describe, expect, it, vi } from 'vitest'

import { parsePopupBeacon, POPUP_BEACON_PATH } from '@/features/popups/beacon'
import { popupBeaconBody, sendPopupBeacon } from '@/features/popups/runtime/beacon.client'

describe('sendPopupBeacon', () => {
  it('sends a body the server accepts, by sendBeacon when it takes it', () => {
    const sendBeacon = vi.fn(() => true)
    const fetch = vi.fn(async () => undefined)
    sendPopupBeacon({ sendBeacon, fetch }, 12, 'conversion')
    expect(sendBeacon).toHaveBeenCalledWith(POPUP_BEACON_PATH, '{"popup":12,"event":"conversion"}')
    expect(fetch).not.toHaveBeenCalled()
    expect(parsePopupBeacon(JSON.parse(popupBeaconBody(12, 'conversion')))).toEqual({
      ok: true,
      beacon: { popup: 12, event: 'conversion' },
    })
  })

  it('falls back to fetch with keepalive when sendBeacon is missing, refuses or throws', () => {
    const transports = [
      {},
      { sendBeacon: () => false },
      {
        sendBeacon: () => {
          throw new TypeError('Illegal invocation')
        },
      },
    ]
    for (const transport of transports) {
      const fetch = vi.fn(async () => undefined)
      sendPopupBeacon({ ...transport, fetch }, 3, 'close')
      expect(fetch).toHaveBeenCalledWith(POPUP_BEACON_PATH, {
        method: 'POST',
        body: '{"popup":3,"event":"close"}',
        keepalive: true,
        credentials: 'same-origin',
        headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
      })
    }
  })

  it('never throws: a failed fetch or no way to send is a lost count', async () => {
    const fetch = vi.fn(() => Promise.reject(new TypeError('offline')))
    expect(() => sendPopupBeacon({ fetch }, 3, 'view')).not.toThrow()
    await Promise.resolve()
    expect(() => sendPopupBeacon({}, 3, 'view')).not.toThrow()
    expect(() =>
      sendPopupBeacon(
        {
          fetch: () => {
            throw new Error('blocked')
          },
        },
        3,
        'view',
      ),
    ).not.toThrow()
  })
})
