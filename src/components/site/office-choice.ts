/**
 * The top bar's office switcher (./OfficeSwitcher.tsx): the visitor's choice is kept in
 * localStorage under this key and set on `<html data-office>` before first paint (./head-script.ts),
 * so the cached header shows the chosen office without a flash.
 */
export const OFFICE_STORAGE_KEY = 'sakhli-office'

/** An office row's id as it may appear in an attribute and a CSS string (Payload's are hex). */
export function officeKey(id: string): string {
  return id.replace(/[^\w-]/g, '')
}
