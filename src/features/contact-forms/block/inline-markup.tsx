import { createElement, type ReactNode } from 'react'

import { safeHref } from '@/lib/safe-href'

/**
 * The text of an acceptance (`[acceptance x]I agree to the <a href="/privacy">policy</a>
 * [/acceptance]`) rendered without raw HTML: only a few inline elements survive, links keep an
 * `href` with a harmless scheme, every other tag is dropped and its text kept.
 */

const INLINE_ELEMENTS = new Set(['a', 'b', 'strong', 'i', 'em', 'u', 'small', 'span', 'br'])

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
}

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, body: string) => {
    if (body.startsWith('#x') || body.startsWith('#X')) {
      return String.fromCodePoint(Number.parseInt(body.slice(2), 16))
    }
    if (body.startsWith('#')) return String.fromCodePoint(Number.parseInt(body.slice(1), 10))
    return NAMED_ENTITIES[body.toLowerCase()] ?? entity
  })
}

function attribute(source: string, name: string): string | undefined {
  const match = new RegExp(`${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(source)
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined
}

interface OpenElement {
  name: string
  props: Record<string, string>
  children: ReactNode[]
}

export function renderInlineMarkup(source: string): ReactNode[] {
  const root: OpenElement = { name: '', props: {}, children: [] }
  const stack: OpenElement[] = [root]
  let key = 0
  const top = () => stack[stack.length - 1] ?? root
  const close = () => {
    const done = stack.pop()
    if (!done || done === root) return
    top().children.push(createElement(done.name, { key: key++, ...done.props }, ...done.children))
  }

  const tagPattern = /<\s*(\/)?\s*([a-z][a-z0-9]*)([^>]*)>/gi
  let last = 0
  for (let match = tagPattern.exec(source); match; match = tagPattern.exec(source)) {
    if (match.index > last) top().children.push(decodeEntities(source.slice(last, match.index)))
    last = match.index + match[0].length
    const [, closing, rawName = '', rest = ''] = match
    const name = rawName.toLowerCase()
    if (!INLINE_ELEMENTS.has(name)) continue
    if (name === 'br') {
      if (!closing) top().children.push(createElement('br', { key: key++ }))
      continue
    }
    if (closing) {
      if (!stack.some((open) => open.name === name)) continue
      while (top().name !== name) close()
      close()
      continue
    }
    const props: Record<string, string> = {}
    if (name === 'a') {
      // Relative addresses and http(s), mailto and tel links only, judged as the parser judges
      // them (control characters inside the scheme do not hide it).
      const href = decodeEntities((attribute(rest, 'href') ?? '').trim())
      if (href && safeHref(href)) props.href = href
      if (attribute(rest, 'target') === '_blank') {
        props.target = '_blank'
        props.rel = 'noopener noreferrer'
      }
    }
    stack.push({ name, props, children: [] })
  }
  if (last < source.length) top().children.push(decodeEntities(source.slice(last)))
  while (stack.length > 1) close()
  return root.children
}
