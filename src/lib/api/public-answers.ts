/**
 * The REST API never publishes more than the pages do. The site shows each e-mail address sealed
 * (`components/ProtectedEmail.tsx`: the anti-spam plugin's encoder) with a readable form
 * without `@` or a dotted domain (`info [at] sakhli [dot] ge`), yet `/api/globals/site-settings`
 * answered `info@sakhli.ge` to anyone. Answers of the REST API (and GraphQL, were it served) to
 * anyone but an editor now carry that readable form wherever an address stands in a string: an
 * e-mail field, a `mailto:` link, free text, rich text. The site's own rendering reads through the
 * Local API and gets the addresses as stored; editors see them in clear in the admin.
 */
import type { CollectionAfterReadHook, GlobalAfterReadHook, PayloadRequest } from 'payload'

import { isEditorUser } from '@/access'
import { EMAIL_IN_TEXT, obfuscatedEmailText } from '@/lib/email-text'

/**
 * A path or web address (`/api/media/file/photo@2x.png`, `https://…`) is left alone: an `@` there
 * is part of a name, not a mailbox. A `mailto:` link is sealed like text.
 */
const PATH_OR_WEB = /^(?:\/|https?:\/\/)/i
/** Upload file names (`photo@2x.png` reads like an address to the pattern). */
const FILE_NAME_KEYS = new Set(['filename'])

function sealString(text: string): string {
  if (!text.includes('@') || PATH_OR_WEB.test(text)) return text
  return text.replace(EMAIL_IN_TEXT, (address) => obfuscatedEmailText(address))
}

/** A copy of a document with every address in its strings in the readable, unharvestable form. */
export function sealAddresses<T>(value: T): T {
  if (typeof value === 'string') return sealString(value) as T
  if (Array.isArray(value)) return value.map(sealAddresses) as T
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    const copy: Record<string, unknown> = {}
    for (const [key, each] of Object.entries(value)) {
      copy[key] = FILE_NAME_KEYS.has(key) ? each : sealAddresses(each)
    }
    return copy as T
  }
  return value
}

/** Whether this answer leaves the site for someone who is not an editor. */
function answersOutsider(req: PayloadRequest): boolean {
  return req.payloadAPI !== 'local' && !isEditorUser(req.user)
}

export const sealAddressesForOutsiders: CollectionAfterReadHook = ({ doc, req }) =>
  answersOutsider(req) ? sealAddresses(doc) : doc

export const sealGlobalAddressesForOutsiders: GlobalAfterReadHook = ({ doc, req }) =>
  answersOutsider(req) ? sealAddresses(doc) : doc
