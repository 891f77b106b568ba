/**
 * Address headers (From, To, Reply-To) in the one form nodemailer reads as meant: a list of
 * mailboxes, each `display name <address>` or a bare address. Every message passes here on its
 * way into the outbox (`outboxRows`), whatever feature composed it.
 *
 * A display name comes from templates and visitors' text, and nodemailer's address parser reads
 * some of its characters as syntax: `X Bcc:1 <a@b.ge>` is the group "X Bcc" (and went out as the
 * invalid `From: X Bcc:1 <a@b.ge>;`), `(…)` is a comment and is dropped, `;` ends a group, a quote
 * or a backslash changes what follows. So a name made of anything but plain words is sent as one
 * quoted phrase (`"X Bcc:1" <a@b.ge>`), control characters go, and an empty name is dropped.
 * Names of plain words and bare addresses are left as they were written.
 */

/** Control characters, line and paragraph separators, and bidirectional overrides. */
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]+/g

/** Words without specials (RFC 5322 atext, and any non-ASCII letter), separated by spaces. */
const PLAIN_PHRASE = /^[\p{L}\p{N}!#$%&'*+\-/=?^_`{|}~ ]+$/u

/** A bare address of common characters, the usual case: nothing to do. */
const PLAIN_ADDRESS = /^[\w.+-]+@[\w.-]+$/

/** The longest display name kept (characters); a longer one is cut. */
const MAX_NAME = 200

/** Splits at commas outside quotes and angle brackets. */
function mailboxes(value: string): string[] {
  const parts: string[] = []
  let current = ''
  let quoted = false
  let angle = false
  for (let i = 0; i < value.length; i++) {
    const char = value[i]!
    if (quoted) {
      current += char
      if (char === '\\' && i + 1 < value.length) current += value[++i]
      else if (char === '"') quoted = false
    } else if (char === '"' && !angle) {
      quoted = true
      current += char
    } else if (char === '<') {
      angle = true
      current += char
    } else if (char === '>') {
      angle = false
      current += char
    } else if (char === ',' && !angle) {
      parts.push(current)
      current = ''
    } else {
      current += char
    }
  }
  parts.push(current)
  return parts
}

/** The text of a name: a quoted string unquoted, controls gone, spaces collapsed, cut to size. */
function cleanName(raw: string): string {
  let name = raw.replace(CONTROLS, ' ').trim()
  const quoted = /^"((?:[^"\\]|\\.)*)"$/s.exec(name)
  if (quoted) name = quoted[1]!.replace(/\\(.)/gs, '$1')
  return name.replace(/\s+/g, ' ').trim().slice(0, MAX_NAME).trim()
}

function cleanAddress(raw: string): string {
  return raw.replace(CONTROLS, '').replace(/[\s<>"]+/g, '')
}

/** One mailbox as `name <address>` (the name plain or quoted), `<address>` or `address`. */
function mailbox(part: string): string | null {
  const text = part.replace(CONTROLS, ' ').trim()
  if (!text) return null
  let name: string
  let address: string
  let angled = false
  const open = text.lastIndexOf('<')
  const close = text.lastIndexOf('>')
  if (open !== -1 && close > open) {
    name = text.slice(0, open) + text.slice(close + 1)
    address = cleanAddress(text.slice(open + 1, close))
    angled = true
  } else {
    // No angle brackets: the address is the last word with an `@`, anything before it a name.
    const words = text.split(/\s+/)
    let at = words.length - 1
    while (at >= 0 && !words[at]!.includes('@')) at--
    if (at === -1) return cleanAddress(text).replace(/[(),:;[\]\\]+/g, '') || null
    name = words.filter((_, i) => i !== at).join(' ')
    address = cleanAddress(words[at]!)
  }
  if (!address) return null
  const display = cleanName(name)
  if (!display) return angled ? `<${address}>` : address
  const phrase = PLAIN_PHRASE.test(display)
    ? display
    : `"${display.replace(/[\\"]/g, (c) => `\\${c}`)}"`
  return `${phrase} <${address}>`
}

/** An address header's value with every display name a plain or quoted phrase, or none. */
export function safeAddressHeader(value: string): string {
  if (PLAIN_ADDRESS.test(value)) return value
  return mailboxes(value)
    .map(mailbox)
    .filter((m): m is string => m !== null)
    .join(', ')
}
