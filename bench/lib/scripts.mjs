// The JavaScript a page makes a modern browser download, measured as compressed bytes on the wire.
import http from 'node:http'
import https from 'node:https'

import { findTags } from './discover.mjs'
import { printTable } from './table.mjs'

const JS_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript'])

// Node's fetch always decompresses, so read the raw body with http(s).get to get the bytes on the wire.
export function transferSize(url) {
  return new Promise((resolve, reject) => {
    const get = url.startsWith('https:') ? https.get : http.get
    const req = get(url, { headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
      let bytes = 0
      res.on('data', (chunk) => (bytes += chunk.length))
      res.on('end', () =>
        resolve({
          status: res.statusCode,
          bytes,
          encoding: res.headers['content-encoding'] || 'none',
        }),
      )
      res.on('error', reject)
    })
    req.setTimeout(30_000, () => req.destroy(new Error('timeout')))
    req.on('error', reject)
  })
}

/** Every `<script src>` and script preload of a page, once each, as absolute URLs. */
export function scriptUrls(html, baseUrl) {
  const found = []
  for (const a of findTags(html, 'script')) {
    if (!a.src || !JS_TYPES.has((a.type || '').toLowerCase())) continue
    // Modern browsers skip nomodule (legacy polyfill) scripts, so they aren't part of the visitor's download.
    found.push({ src: a.src, skipped: 'nomodule' in a ? 'nomodule' : null })
  }
  for (const a of findTags(html, 'link')) {
    const rel = (a.rel || '').toLowerCase().split(/\s+/)
    const isScript =
      rel.includes('modulepreload') ||
      (rel.includes('preload') && (a.as || '').toLowerCase() === 'script')
    if (isScript && a.href) found.push({ src: a.href, skipped: null })
  }
  // The same chunk is often both preloaded and loaded by a script tag: count it once.
  const byUrl = new Map()
  for (const f of found) {
    const url = new URL(f.src, baseUrl + '/').href
    const prev = byUrl.get(url)
    if (!prev || (prev.skipped && !f.skipped)) byUrl.set(url, { url, skipped: f.skipped })
  }
  return [...byUrl.values()]
}

/** Fetches each script of the page compressed; returns the rows and the counted total in bytes. */
export async function measureScripts(baseUrl, html) {
  const rows = []
  let total = 0
  for (const s of scriptUrls(html, baseUrl)) {
    const name = s.url.startsWith(baseUrl) ? s.url.slice(baseUrl.length) : s.url
    try {
      const r = await transferSize(s.url)
      const counted = !s.skipped && r.status === 200
      if (counted) total += r.bytes
      rows.push({ name, ...r, counted, skipped: s.skipped })
    } catch (err) {
      rows.push({ name, error: err.message, counted: false })
    }
  }
  return { rows, total }
}

export function printScripts(pathname, { rows, total }, budgetKb, verdict) {
  console.log(
    `\nJavaScript downloaded for ${pathname} (Accept-Encoding: br, gzip; compressed body bytes)\n`,
  )
  if (rows.length) {
    printTable(
      ['script', 'bytes', 'KB', 'encoding', 'status', 'counted'],
      rows.map((r) =>
        r.error
          ? [r.name, '', '', '', `error: ${r.error}`, 'no']
          : [
              r.name,
              r.bytes,
              +(r.bytes / 1024).toFixed(1),
              r.encoding,
              r.status,
              r.skipped ? `no (${r.skipped})` : r.counted ? 'yes' : 'no',
            ],
      ),
    )
  } else console.log('(no external scripts found)')
  const totalKb = +(total / 1024).toFixed(1)
  const files = rows.filter((r) => r.counted).length
  const budget = budgetKb ? `; budget ${budgetKb} KB: ${verdict(totalKb <= budgetKb)}` : ''
  console.log(`\nTotal: ${totalKb} KB (${total} bytes) in ${files} files${budget}`)
}
