/**
 * The readable text of stored content, for site search: Lexical rich text as plain text, and the
 * words of a page's blocks (their headings, texts, captions, rich text). Pure.
 */

interface LexicalNode {
  type?: string
  text?: string
  children?: LexicalNode[]
}

/** Nodes whose text stands apart from what follows (a paragraph, a heading, a list item). */
const BLOCK_NODES = new Set(['paragraph', 'heading', 'quote', 'listitem', 'list', 'code', 'root'])
/** How deep content is walked: deeper nesting is not content an editor wrote. */
const MAX_DEPTH = 12

function lexicalNodeText(node: LexicalNode, depth: number, out: string[]): void {
  if (depth > MAX_DEPTH) return
  if (typeof node.text === 'string') out.push(node.text)
  for (const child of node.children ?? []) lexicalNodeText(child, depth + 1, out)
  if (node.type && BLOCK_NODES.has(node.type)) out.push('\n')
}

/** Lexical editor state as plain text, one line per paragraph, heading or list item. */
export function lexicalText(value: unknown): string {
  const root = (value as { root?: LexicalNode } | null | undefined)?.root
  if (!root || typeof root !== 'object') return ''
  const out: string[] = []
  lexicalNodeText(root, 0, out)
  return out
    .join('')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n')
}

/** The fields of blocks that hold words a visitor reads (not addresses, colours or settings). */
const TEXT_KEYS = new Set([
  'heading',
  'title',
  'subtitle',
  'intro',
  'text',
  'caption',
  'content',
  'description',
  'tip',
  'term',
  'name',
  'role',
  'bio',
  'label',
  'finishTitle',
  'finishText',
])

function blockValueText(value: unknown, depth: number, out: string[]): void {
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return
  if (Array.isArray(value)) {
    for (const item of value) blockValueText(item, depth + 1, out)
    return
  }
  if ('root' in value) {
    const text = lexicalText(value)
    if (text) out.push(text)
    return
  }
  for (const [key, field] of Object.entries(value)) {
    if (typeof field === 'string') {
      if (TEXT_KEYS.has(key) && field.trim()) out.push(field.trim())
    } else blockValueText(field, depth + 1, out)
  }
}

/** The words of a page's blocks, one piece to a line, in the order the page shows them. */
export function blocksText(layout: unknown): string {
  const out: string[] = []
  blockValueText(layout, 0, out)
  return out.join('\n')
}
