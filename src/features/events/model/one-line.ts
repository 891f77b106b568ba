/**
 * A one-line field as stored (a join's name, company, phone): control characters (CR/LF, tabs,
 * NUL…), line and paragraph separators and bidirectional overrides become a space, spaces are
 * collapsed and the ends trimmed. A name typed with a line break is stored as one line, and
 * nothing that reads it later (the admin, the CSV export, a mail) gets a second line from it.
 */
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]+/g

export function oneLine(value: string): string {
  return value.replace(CONTROLS, ' ').replace(/\s+/g, ' ').trim()
}
