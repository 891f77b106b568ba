/**
 * The counting beacon's contract, shared by the client runtime (which sends it with
 * `navigator.sendBeacon`) and the server (which validates it): `POST /api/popups/beacon` with the
 * JSON body `{"popup": <id>, "event": "view" | "close" | "conversion"}`. Pure, no server imports.
 */
export const POPUP_BEACON_PATH = '/api/popups/beacon'

/**
 * What a visitor did with a popup: saw it, closed it, or converted (followed a link or sent a
 * form inside it).
 */
export const POPUP_EVENTS = ['view', 'close', 'conversion'] as const
export type PopupEvent = (typeof POPUP_EVENTS)[number]

export interface PopupBeacon {
  popup: number
  event: PopupEvent
}

/** The most a beacon's body may weigh (it is about 30 bytes). */
export const POPUP_BEACON_MAX_BYTES = 1024

export type BeaconParse =
  | { ok: true; beacon: PopupBeacon }
  | { ok: false; error: 'invalid_body' | 'invalid_popup' | 'invalid_event'; message: string }

/** Reads a beacon's parsed JSON: an object with a positive whole `popup` and a known `event`. */
export function parsePopupBeacon(json: unknown): BeaconParse {
  if (!json || typeof json !== 'object' || Array.isArray(json)) {
    return { ok: false, error: 'invalid_body', message: 'Send a JSON object {popup, event}.' }
  }
  const { popup, event } = json as Record<string, unknown>
  // A numeric string is accepted: a page may hold the id as an attribute's text.
  const id = typeof popup === 'string' && /^\d{1,15}$/.test(popup) ? Number(popup) : popup
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1) {
    return { ok: false, error: 'invalid_popup', message: '`popup` must be a popup id.' }
  }
  if (typeof event !== 'string' || !(POPUP_EVENTS as readonly string[]).includes(event)) {
    return {
      ok: false,
      error: 'invalid_event',
      message: '`event` must be "view", "close" or "conversion".',
    }
  }
  return { ok: true, beacon: { popup: id, event: event as PopupEvent } }
}
