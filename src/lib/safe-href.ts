/** Link schemes a form's markup may use (relative links and `#anchors` have none and pass too). */
const SAFE_URL_SCHEMES = new Set(['http', 'https', 'mailto', 'tel'])

/**
 * Whether a link in an editor's form markup is safe to render. Its own small module: the parser
 * (with htmlparser2) runs on the server and in the admin, this check also in the visitor's form.
 */
export function safeHref(value: string): boolean {
  // Browsers ignore control characters and white space inside a scheme: strip them to judge it.
  const compact = value.replace(/[\u0000-\u0020\u007f]/g, '')
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1]
  return scheme === undefined || SAFE_URL_SCHEMES.has(scheme.toLowerCase())
}
