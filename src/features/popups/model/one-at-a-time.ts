/**
 * Whether a popup may open now (spec 4 "Only one popup at a time if avoid_multiple_popups is
 * set"; "A popup can be disabled permanently (do-not-show-again)"). As in the original's
 * `document.js` `showModal`: a disabled popup never opens, by any way; `avoid_multiple_popups` on
 * the popup being opened holds back an opening by a trigger while another popup is open, but not
 * one the visitor asked for by clicking its `open_selector`. Isomorphic.
 */
export type PopupOpenedBy = 'trigger' | 'selector'

export interface PopupOpening {
  id: string | number
  avoid_multiple_popups?: boolean | null
  openedBy: PopupOpenedBy
  /** Do-not-show-again is stored for it (`isPopupDisabled`). */
  disabled: boolean
}

/** `openPopupIds`: the popups open now. The same popup never opens twice over itself. */
export function mayOpenPopup(
  popup: PopupOpening,
  openPopupIds: readonly (string | number)[],
): boolean {
  if (popup.disabled) return false
  const open = openPopupIds.map(String)
  if (open.includes(String(popup.id))) return false
  return !(popup.avoid_multiple_popups && popup.openedBy === 'trigger' && open.length > 0)
}
