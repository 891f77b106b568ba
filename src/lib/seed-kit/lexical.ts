import { createHash } from 'node:crypto'

import type { SeedBlock, SeedLink } from './types'

/** Lexical editor state (what Payload's rich-text field stores) from the seed's simple blocks. */
export const text = (value: string) => ({
  type: 'text',
  text: value,
  format: 0,
  style: '',
  mode: 'normal',
  detail: 0,
  version: 1,
})
type LexicalNode = { type: string; version: number; [key: string]: unknown }

const element = (type: string, children: LexicalNode[], extra: Record<string, unknown> = {}) => ({
  type,
  children,
  direction: 'ltr' as const,
  format: '' as const,
  indent: 0,
  version: 1,
  ...extra,
})

/** The id of a seeded page or post, once it exists. */
export type ResolveLink = (to: SeedLink['to']) => number | undefined

function paragraph(block: Extract<SeedBlock, { type: 'p' }>, resolve?: ResolveLink): LexicalNode {
  const id = block.link && resolve?.(block.link.to)
  const children =
    block.link && id !== undefined
      ? [
          text(`${block.text} `),
          element('link', [text(block.link.text)], {
            // Link nodes carry an id (24 hex digits, as the editor makes them); stable per link.
            id: createHash('sha1')
              .update(`${block.text}|${block.link.text}`)
              .digest('hex')
              .slice(0, 24),
            fields: {
              linkType: 'internal',
              newTab: false,
              doc: { relationTo: block.link.to.collection, value: id },
            },
            version: 3,
          }),
        ]
      : [text(block.text)]
  return element('paragraph', children, { textFormat: 0, textStyle: '' })
}

function toNode(block: SeedBlock, resolve?: ResolveLink): LexicalNode {
  switch (block.type) {
    case 'p':
      return paragraph(block, resolve)
    case 'h2':
    case 'h3':
    case 'h5':
      return element('heading', [text(block.text)], { tag: block.type })
    case 'quote':
      return element('quote', [text(block.text)])
    case 'ul':
      return element(
        'list',
        block.items.map((item, i) => element('listitem', [text(item)], { value: i + 1 })),
        { listType: 'bullet', start: 1, tag: 'ul' },
      )
    case 'links':
      return element(
        'list',
        block.items.map((item, i) =>
          element(
            'listitem',
            [
              element('link', [text(item.text)], {
                id: createHash('sha1')
                  .update(`${item.text}|${item.href}`)
                  .digest('hex')
                  .slice(0, 24),
                fields: { linkType: 'custom', url: item.href, newTab: false },
                version: 3,
              }),
            ],
            { value: i + 1 },
          ),
        ),
        { listType: 'bullet', start: 1, tag: 'ul' },
      )
  }
}

export function lexicalFromBlocks(blocks: SeedBlock[], resolve?: ResolveLink) {
  return {
    root: element(
      'root',
      blocks.map((block) => toNode(block, resolve)),
    ),
  }
}
