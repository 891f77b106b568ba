import type { SeedBlock } from './data/posts'

/** Lexical editor state (what Payload's rich-text field stores) from the seed's simple blocks. */
const text = (value: string) => ({
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

function toNode(block: SeedBlock): LexicalNode {
  switch (block.type) {
    case 'p':
      return element('paragraph', [text(block.text)], { textFormat: 0, textStyle: '' })
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
  }
}

export function lexicalFromBlocks(blocks: SeedBlock[]) {
  return { root: element('root', blocks.map(toNode)) }
}
