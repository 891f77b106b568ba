/** The beacon's body (`src/features/popups/beacon.ts`), as the client sends it and the server reads it. */
import { describe, expect, it } from 'vitest'

import { parsePopupBeacon } from '@/features/popups/beacon'

describe('parsePopupBeacon', () => {
  it('reads {popup, event} for each event', () => {
    for (const event of ['view', 'close', 'conversion'] as const) {
      expect(parsePopupBeacon({ popup: 12, event })).toEqual({
        ok: true,
        beacon: { popup: 12, event },
      })
    }
    // An id held as an attribute's text.
    expect(parsePopupBeacon({ popup: '12', event: 'view' })).toEqual({
      ok: true,
      beacon: { popup: 12, event: 'view' },
    })
  })

  it('refuses what is not an object', () => {
    for (const body of [undefined, null, 'view', 12, [], [{ popup: 1, event: 'view' }]]) {
      expect(parsePopupBeacon(body)).toMatchObject({ ok: false, error: 'invalid_body' })
    }
  })

  it('refuses an id that is not a positive whole number', () => {
    for (const popup of [0, -1, 1.5, '1.5', 'abc', '', null, undefined, 2 ** 60, true, {}]) {
      expect(parsePopupBeacon({ popup, event: 'view' }), String(popup)).toMatchObject({
        ok: false,
        error: 'invalid_popup',
      })
    }
  })

  it('refuses an unknown event', () => {
    for (const event of ['views', 'VIEW', '', null, 1, undefined, 'submit']) {
      expect(parsePopupBeacon({ popup: 1, event }), String(event)).toMatchObject({
        ok: false,
        error: 'invalid_event',
      })
    }
  })
})
