/**
 * The visitor's agreement to load Google's maps, remembered per site in localStorage (issue 29:
 * "loaded only after the visitor agrees, a consent click remembered per site"). One agreement
 * serves every map of the site: the other maps on the page load at the same click. Browser-only
 * parts take the storage as an argument, so the rule is tested without a browser.
 */

export const MAPS_CONSENT_KEY = 'sakhli-maps-consent'
const GRANTED = 'google'
/** Told to every map of the page when the visitor agrees in one of them. */
export const MAPS_CONSENT_EVENT = 'sakhli:maps-consent'

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>

/** Whether the visitor agreed before; a storage the browser refuses (private modes) is a no. */
export function hasMapsConsent(storage: StorageLike | null | undefined): boolean {
  try {
    return storage?.getItem(MAPS_CONSENT_KEY) === GRANTED
  } catch {
    return false
  }
}

/** Remembers the agreement where the browser allows; the page goes on with it either way. */
export function rememberMapsConsent(storage: StorageLike | null | undefined): void {
  try {
    storage?.setItem(MAPS_CONSENT_KEY, GRANTED)
  } catch {
    // Not remembered: the visitor will be asked again on the next page.
  }
}
