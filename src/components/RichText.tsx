import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import {
  type JSXConvertersFunction,
  RichText as LexicalRichText,
} from '@payloadcms/richtext-lexical/react'
import { createElement } from 'react'

/** Spec section 2: "News-item headings of level 5 are converted to level 2." */
export function headingLevel(tag: string): string {
  return tag === 'h5' ? 'h2' : tag
}

const converters: JSXConvertersFunction = ({ defaultConverters }) => ({
  ...defaultConverters,
  heading: ({ node, nodesToJSX }) =>
    createElement(headingLevel(node.tag), null, nodesToJSX({ nodes: node.children })),
})

export function RichText({ data, className }: { data: unknown; className?: string }) {
  if (!data || typeof data !== 'object') return null
  return (
    <LexicalRichText
      data={data as SerializedEditorState}
      converters={converters}
      className={className ?? 'prose'}
      disableContainer={false}
    />
  )
}
