/**
 * HTML of a tree of plain React elements (host elements and synchronous function components),
 * for the ajax answer of `stm_ajax_load_events`: the same card component the page renders, as
 * the theme's script appends it. `react-dom/server` is not available in route handlers (React
 * Server Components), and the card needs no hooks or client components, so a small serializer
 * suffices (attribute names and void tags written as React writes them; tests/events compare the
 * two); anything else throws rather than rendering something different from the page.
 */
import type { ReactNode } from 'react'

import { escapeHtml } from './escape'

const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
])
const ATTRIBUTE_NAMES: Record<string, string> = {
  className: 'class',
  htmlFor: 'for',
  tabIndex: 'tabindex',
  crossOrigin: 'crossorigin',
}
const FRAGMENT = Symbol.for('react.fragment')

function attributes(props: Record<string, unknown>): string {
  let out = ''
  for (const [name, value] of Object.entries(props)) {
    if (name === 'children' || name === 'key' || name === 'dangerouslySetInnerHTML') continue
    if (value === undefined || value === null || value === false) continue
    if (typeof value === 'function' || typeof value === 'object') {
      throw new Error(`Static rendering cannot serialize the ${name} prop.`)
    }
    const attr = ATTRIBUTE_NAMES[name] ?? name
    if (!/^[a-zA-Z][a-zA-Z0-9:_.-]*$/.test(attr)) throw new Error(`Bad attribute ${attr}.`)
    out += value === true ? ` ${attr}=""` : ` ${attr}="${escapeHtml(String(value))}"`
  }
  return out
}

export function renderStatic(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === 'boolean') return ''
  if (typeof node === 'string' || typeof node === 'number' || typeof node === 'bigint') {
    return escapeHtml(String(node))
  }
  if (Array.isArray(node)) return node.map(renderStatic).join('')
  if (typeof node === 'object' && 'type' in node && 'props' in node) {
    const { type, props } = node as { type: unknown; props: Record<string, unknown> }
    if (type === FRAGMENT) return renderStatic(props.children as ReactNode)
    if (typeof type === 'function') {
      const result = (type as (p: unknown) => unknown)(props)
      if (result instanceof Promise) throw new Error('Static rendering cannot await components.')
      return renderStatic(result as ReactNode)
    }
    if (typeof type === 'string') {
      const open = `<${type}${attributes(props)}>`
      if (VOID.has(type)) return `${open.slice(0, -1)}/>`
      return `${open}${renderStatic(props.children as ReactNode)}</${type}>`
    }
  }
  throw new Error('Static rendering met an element it cannot serialize.')
}
