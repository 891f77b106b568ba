/**
 * Email syntax as WordPress's `is_email()` checks it (CF7's `wpcf7_is_email()` on the server, and
 * re-implemented in its browser script). Deliberately narrower than RFC 5322: ASCII only, no
 * quoted local parts, no IP-literal domains. One PHP quirk is not copied: its `$` also matches
 * before a final line feed, so WordPress takes `a\n@example.com` for an address; a line break in
 * an address that may end up in a mail header stays refused here.
 */

import { EMAIL_MIN_LENGTH } from '@/shared/constants'

const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+$/
const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/
// The characters PHP's trim() strips, which is what is_email() means by whitespace.
const DOMAIN_EDGE = /^[ \t\n\r\0\x0B.]|[ \t\n\r\0\x0B.]$/

export function isEmail(text: string): boolean {
  if (text.length < EMAIL_MIN_LENGTH) return false

  // Exactly one @, and not in first position.
  const at = text.indexOf('@')
  if (at < 1 || at !== text.lastIndexOf('@')) return false

  const local = text.slice(0, at)
  const domain = text.slice(at + 1)
  if (!LOCAL_PART.test(local)) return false

  if (domain.includes('..') || DOMAIN_EDGE.test(domain)) return false
  const labels = domain.split('.')
  if (labels.length < 2) return false
  return labels.every((label) => DOMAIN_LABEL.test(label))
}
