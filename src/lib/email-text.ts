/**
 * Addresses in text as the site shows them: the anti-spam module seals them in pages, and REST
 * answers to visitors carry them in this readable form (src/lib/api/public-answers.ts).
 */

/**
 * What a page shows without JavaScript: readable by people and screen readers, with no `@` and no
 * dotted domain for a harvester's pattern (`info [at] sakhli [dot] ge`).
 */
export function obfuscatedEmailText(email: string): string {
  const address = email.split(/[?&]/)[0] ?? email
  return address.replace('@', ' [at] ').replace(/\./g, ' [dot] ')
}

/** Addresses inside free text, as the plugin's plain-e-mail pattern finds them. */
export const EMAIL_IN_TEXT = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g

/**
 * The plugin's e-mail syntax rule (`checkEmail`, and the spec: text, `@`, text, a dot, text, no
 * whitespace): `/^[^\s@]+@[^\s@]+\.[^\s@]+$/`.
 */
export const EMAIL_SYNTAX = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** Whether `value` is one address (the target of a `mailto:` link without its query). */
export function isEmailAddress(value: string): boolean {
  return EMAIL_SYNTAX.test(value.split('?')[0] ?? '')
}
