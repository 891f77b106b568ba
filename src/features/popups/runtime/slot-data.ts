/**
 * What a page's popups slot hands the browser (components/PopupsSlot.tsx writes it, the runtime
 * reads it): each popup's id, title, audience and spec section 3 settings as JSON in a
 * `<script type="application/json">`, its content in a hidden element beside it. Isomorphic and
 * pure; the runtime trusts nothing it reads and drops an entry it cannot use.
 */
import type { PopupSettings } from '../model/settings'
import { POPUP_AUDIENCES, type PopupAudience } from '../options'

/** The slot element (hidden, no layout): its id is given by PopupsSlot's `id`. */
export const POPUPS_SLOT_ATTRIBUTE = 'data-popups-slot'
/** The settings' `<script type="application/json">` inside the slot. */
export const POPUPS_SETTINGS_ATTRIBUTE = 'data-popups-settings'
/** Each popup's content element inside the slot, valued with its id. */
export const POPUP_CONTENT_ATTRIBUTE = 'data-popup-content'
/**
 * On the slot of an editor's preview page: nothing is remembered in the browser (visits, showings,
 * do-not-show-again) and nothing is counted.
 */
export const POPUPS_PREVIEW_ATTRIBUTE = 'data-popups-preview'
/** Set on the slot once the runtime has armed its popups (`armed`); gone when it stops. */
export const POPUPS_STATE_ATTRIBUTE = 'data-popups-state'
/** The slot's id when a page has one slot (the default). */
export const POPUPS_SLOT_ID = 'site-popups'

export interface SlotPopup {
  id: number
  /** The dialog's accessible name ('' falls back to a generic one). */
  title: string
  audience: PopupAudience
  settings: PopupSettings
}

/** The settings as the script's text: `<` escaped, so no text in them can end the script. */
export function serializeSlotPopups(popups: readonly SlotPopup[]): string {
  const entries = popups.map(({ id, title, audience, settings }) => ({
    id,
    title,
    audience,
    settings,
  }))
  return JSON.stringify(entries).replace(/</g, '\\u003c')
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The entries of the script's text that have a popup id and settings; [] for anything else. */
export function parseSlotPopups(text: string | null | undefined): SlotPopup[] {
  if (!text) return []
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return []
  }
  if (!Array.isArray(json)) return []
  const out: SlotPopup[] = []
  for (const entry of json) {
    if (!isRecord(entry) || !isRecord(entry.settings)) continue
    const { id, title, audience } = entry
    if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1) continue
    // An audience it does not know keeps the popup hidden rather than showing it to everyone.
    const known =
      audience === undefined || (POPUP_AUDIENCES as readonly unknown[]).includes(audience)
    if (!known) continue
    out.push({
      id,
      title: typeof title === 'string' ? title : '',
      audience: (audience as PopupAudience | undefined) ?? 'everyone',
      settings: { ...(entry.settings as unknown as PopupSettings), id },
    })
  }
  return out
}
