import type { LinkFields } from '@payloadcms/richtext-lexical'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import {
  type JSXConvertersFunction,
  RichText as LexicalRichText,
} from '@payloadcms/richtext-lexical/react'
import type { SerializedLexicalNode } from '@payloadcms/richtext-lexical/lexical'
import { createElement } from 'react'

import { resolveHref } from '@/components/SmartLink'
import { mailtoTarget, ProtectedEmail, textWithProtectedEmails } from '@/components/ProtectedEmail'
import type { Locale } from '@/i18n/locales'
import { sitePaths } from '@/utilities/paths'

/** As on the original site, news-item headings of level 5 are converted to level 2. */
export function headingLevel(tag: string): string {
  return tag === 'h5' ? 'h2' : tag
}

/**
 * The public path of a rich-text link's target in a locale, or null when the target cannot be
 * shown (deleted, unpublished or not populated).
 */
function linkHref(fields: LinkFields, locale: Locale): string | null {
  if (fields.linkType !== 'internal') return fields.url ? resolveHref(fields.url, locale) : null
  const value = fields.doc?.value
  const slug = value && typeof value === 'object' ? value.slug : null
  if (typeof slug !== 'string' || !slug) return null
  if (fields.doc?.relationTo === 'posts') return sitePaths.post(slug, locale)
  if (fields.doc?.relationTo === 'pages') return sitePaths.page(slug, locale)
  return null
}

/** The text of a node's text children (a link's label). */
function plainText(nodes: SerializedLexicalNode[] | undefined): string {
  return (nodes ?? [])
    .map((n) =>
      'text' in n && typeof n.text === 'string'
        ? n.text
        : plainText((n as { children?: SerializedLexicalNode[] }).children),
    )
    .join('')
}

const converters =
  (locale: Locale): JSXConvertersFunction =>
  ({ defaultConverters }) => ({
    ...defaultConverters,
    // Addresses in content are never published as such (see ProtectedEmail).
    text: (args) =>
      textWithProtectedEmails(args.node.text, locale, (text) =>
        typeof defaultConverters.text === 'function'
          ? defaultConverters.text({ ...args, node: { ...args.node, text } })
          : text,
      ),
    autolink: (args) => {
      const target = mailtoTarget(args.node.fields?.url)
      if (target) {
        return (
          <ProtectedEmail email={target} locale={locale} label={plainText(args.node.children)} />
        )
      }
      return typeof defaultConverters.autolink === 'function'
        ? defaultConverters.autolink(args)
        : args.nodesToJSX({ nodes: args.node.children })
    },
    heading: ({ node, nodesToJSX }) =>
      createElement(headingLevel(node.tag), null, nodesToJSX({ nodes: node.children })),
    link: ({ node, nodesToJSX }) => {
      const target = node.fields.linkType === 'internal' ? null : mailtoTarget(node.fields.url)
      if (target) {
        return <ProtectedEmail email={target} locale={locale} label={plainText(node.children)} />
      }
      const children = nodesToJSX({ nodes: node.children })
      const href = linkHref(node.fields, locale)
      // A link whose target is gone reads as plain text rather than as a dead link.
      if (!href) return <>{children}</>
      const newTab = node.fields.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {}
      return (
        <a href={href} {...newTab}>
          {children}
        </a>
      )
    },
  })

interface Props {
  data: unknown
  /** Internal links point into this locale's pages. */
  locale: Locale
  className?: string
}

export function RichText({ data, locale, className }: Props) {
  if (!data || typeof data !== 'object') return null
  return (
    <LexicalRichText
      data={data as SerializedEditorState}
      converters={converters(locale)}
      className={className ?? 'prose'}
      disableContainer={false}
    />
  )
}
