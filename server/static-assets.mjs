// Next's build assets (`/_next/static/…`, content-hashed and immutable) in brotli, precompressed
// once after the build by scripts/precompress.mjs (as nginx's `brotli_static` serves them). Next
// itself sends these files gzipped at request time; brotli at quality 11 is about a fifth smaller,
// which is most of what separates a page's scripts from the JavaScript budget (130 KB, README).
import { createReadStream, statSync } from 'node:fs'
import path from 'node:path'

import Negotiator from 'negotiator'

const PREFIX = '/_next/static/'
const TYPES = { '.js': 'application/javascript; charset=UTF-8', '.css': 'text/css; charset=utf-8' }
const SAFE_PATH = /^[A-Za-z0-9_.~@+-]+(?:\/[A-Za-z0-9_.~@+-]+)*$/

/** Looked up once per file: the build does not change while the server runs. */
function createLookup(staticDir) {
  const found = new Map()
  return (relative) => {
    if (found.has(relative)) return found.get(relative)
    let entry = null
    try {
      const stat = statSync(path.join(staticDir, `${relative}.br`))
      if (stat.isFile()) entry = { file: path.join(staticDir, `${relative}.br`), size: stat.size }
    } catch {
      // No precompressed copy: Next serves the file.
    }
    if (found.size < 10_000) found.set(relative, entry)
    return entry
  }
}

/**
 * A handler that answers GET and HEAD of a build asset with its `.br` copy when the client accepts
 * brotli and the copy exists; returns false to let Next answer otherwise.
 * @param {string} root the project directory (holding `.next`)
 */
export function createStaticAssets(root) {
  const lookup = createLookup(path.join(root, '.next', 'static'))
  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {URL} url
   */
  return function serveStatic(req, res, url) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false
    if (!url.pathname.startsWith(PREFIX)) return false
    const relative = url.pathname.slice(PREFIX.length)
    const type = TYPES[path.extname(relative)]
    if (!type || !SAFE_PATH.test(relative) || relative.split('/').includes('..')) return false
    if (req.headers.range) return false
    if (new Negotiator(req).encoding(['br', 'identity'], { preferred: ['br'] }) !== 'br')
      return false
    const entry = lookup(relative)
    if (!entry) return false
    res.writeHead(200, {
      'Content-Type': type,
      'Content-Encoding': 'br',
      'Content-Length': entry.size,
      'Cache-Control': 'public, max-age=31536000, immutable',
      Vary: 'Accept-Encoding',
    })
    if (req.method === 'HEAD') res.end()
    else createReadStream(entry.file).pipe(res)
    return true
  }
}
