/**
 * What a video pop-up plays, from the address an editor gives: a YouTube video (watch, shorts,
 * live, embed and youtu.be links), a Vimeo video, or any other http(s) address as a video file.
 * Isomorphic and pure: the block's field validation, the server component and the player use it.
 */

export type VideoSource =
  | { kind: 'youtube'; id: string; start: number | null }
  | { kind: 'vimeo'; id: string; hash: string | null; start: number | null }
  | { kind: 'file'; url: string }

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/
const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
])
const YOUTUBE_PATHS = new Set(['shorts', 'live', 'embed', 'v'])
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com'])
const DIGITS = /^\d{1,12}$/
const VIMEO_HASH = /^[0-9a-f]{6,20}$/i

/** `90`, `90s`, `1m30s` or `1h2m3s` as seconds; null when absent or unreadable. */
export function startSeconds(value: string | null | undefined): number | null {
  if (!value) return null
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/.exec(value.trim())
  if (!match || value.trim() === '') return null
  const [, h = '0', m = '0', s = '0'] = match
  const total = Number(h) * 3600 + Number(m) * 60 + Number(s)
  return total > 0 ? total : null
}

/** The video an address points at, or null: not http(s), unreadable, or a YouTube or Vimeo page
 * that names no video (a channel is not a video file). */
export function parseVideoUrl(input: unknown): VideoSource | null {
  if (typeof input !== 'string') return null
  const text = input.trim()
  // Spaces and control characters have no place in an address (and browsers drop some of them).
  if (text === '' || /[\s\u0000-\u001f\u007f]/.test(text)) return null
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return null
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  if (url.username || url.password) return null
  const host = url.hostname.toLowerCase()
  const segments = url.pathname.split('/').filter(Boolean)
  const start = startSeconds(url.searchParams.get('t') ?? url.searchParams.get('start'))

  if (host === 'youtu.be' || YOUTUBE_HOSTS.has(host)) {
    let id: string | null | undefined = null
    if (host === 'youtu.be') id = segments[0]
    else if (segments.length === 1 && segments[0] === 'watch') id = url.searchParams.get('v')
    else if (segments.length >= 2 && YOUTUBE_PATHS.has(segments[0]!)) id = segments[1]
    return id && YOUTUBE_ID.test(id) ? { kind: 'youtube', id, start } : null
  }

  if (VIMEO_HOSTS.has(host)) {
    const vimeoStart = startSeconds(url.hash.match(/^#t=(\w+)$/)?.[1])
    if (host === 'player.vimeo.com') {
      const id = segments[0] === 'video' ? segments[1] : undefined
      if (!id || !DIGITS.test(id)) return null
      const hash = url.searchParams.get('h')
      return {
        kind: 'vimeo',
        id,
        hash: hash && VIMEO_HASH.test(hash) ? hash : null,
        start: vimeoStart,
      }
    }
    // vimeo.com/123, vimeo.com/123/abcdef (unlisted), vimeo.com/channels/x/123, …/videos/123
    const at = segments.findIndex((segment) => DIGITS.test(segment))
    if (at < 0) return null
    const hash = segments[at + 1]
    return {
      kind: 'vimeo',
      id: segments[at]!,
      hash: hash && VIMEO_HASH.test(hash) ? hash : null,
      start: vimeoStart,
    }
  }

  return { kind: 'file', url: url.href }
}

/** The player's address inside the pop-up: privacy-enhanced YouTube, Vimeo without tracking. */
export function embedUrl(source: VideoSource): string {
  switch (source.kind) {
    case 'youtube':
      return `https://www.youtube-nocookie.com/embed/${source.id}?autoplay=1&rel=0${source.start ? `&start=${source.start}` : ''}`
    case 'vimeo':
      return `https://player.vimeo.com/video/${source.id}?autoplay=1&dnt=1${source.hash ? `&h=${source.hash}` : ''}${source.start ? `#t=${source.start}s` : ''}`
    case 'file':
      return source.url
  }
}

/** Where the play button leads without JavaScript: the video's own page, or the file. */
export function watchUrl(source: VideoSource): string {
  switch (source.kind) {
    case 'youtube':
      return `https://www.youtube.com/watch?v=${source.id}${source.start ? `&t=${source.start}s` : ''}`
    case 'vimeo':
      return `https://vimeo.com/${source.id}${source.hash ? `/${source.hash}` : ''}${source.start ? `#t=${source.start}s` : ''}`
    case 'file':
      return source.url
  }
}
