// Finds the pages worth benchmarking: home, news list and one post.
const POST_PATH = /^\/news\/[^/]+$/

export class PageError extends Error {}

// Requires a plain 200 without following redirects, because autocannon doesn't follow them either.
export async function getPage(baseUrl, pathname) {
  let res
  try {
    res = await fetch(baseUrl + pathname, {
      redirect: 'manual',
      signal: AbortSignal.timeout(30_000),
    })
  } catch (err) {
    throw new PageError(`GET ${pathname} failed: ${err.message}`)
  }
  const body = await res.text()
  if (res.status !== 200) {
    const location = res.headers.get('location')
    throw new PageError(
      `GET ${pathname} answered ${res.status}${location ? ` (redirect to ${location})` : ''}, expected 200`,
    )
  }
  return body
}

export const decodeEntities = (s) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')

// Tiny tag/attribute scanner: enough for server-rendered Next.js markup, no HTML parser dependency.
export function findTags(html, tagName) {
  const tags = []
  const tagRe = new RegExp(`<${tagName}\\b([^>]*)>`, 'gi')
  const attrRe = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g
  for (const [, rawAttrs] of html.matchAll(tagRe)) {
    const attrs = {}
    for (const [, name, dq, sq, bare] of rawAttrs.matchAll(attrRe)) {
      attrs[name.toLowerCase()] = decodeEntities(dq ?? sq ?? bare ?? '')
    }
    tags.push(attrs)
  }
  return tags
}

export function findPostPath(html, baseUrl) {
  for (const { href } of findTags(html, 'a')) {
    if (!href) continue
    let u
    try {
      u = new URL(href, baseUrl + '/')
    } catch {
      continue
    }
    // Absolute links to the same site count too; pagination (/news/page/N) has two segments, /news/page is excluded explicitly.
    if (u.origin !== new URL(baseUrl).origin) continue
    if (POST_PATH.test(u.pathname) && u.pathname !== '/news/page') return u.pathname
  }
  return null
}

export async function discoverPages(baseUrl) {
  await getPage(baseUrl, '/')
  const newsHtml = await getPage(baseUrl, '/news')
  const post = findPostPath(newsHtml, baseUrl)
  if (!post) throw new PageError('no post link (/news/<slug>) found in the /news HTML')
  await getPage(baseUrl, post)
  // A page of the site and the English versions too: each locale is cached on its own.
  const page = '/about'
  const paths = ['/', '/news', post, page]
  for (const p of ['/en', '/en/news', `/en${post}`, `/en${page}`]) {
    await getPage(baseUrl, p)
    paths.push(p)
  }
  await getPage(baseUrl, page)
  return { paths, newsHtml }
}
