import type { LinkFields } from '@payloadcms/richtext-lexical'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import {
  type JSXConvertersFunction,
  RichText as LexicalRichText,
} from '@payloadcms/richtext-lexical/react'
import type { SerializedLexicalNode } from '@payloadcms/richtext-lexical/lexical'
import { createElement, Fragment, type ReactNode } from 'react'

import { resolveHref } from '@/components/SmartLink'
import {
  EMAIL_IN_TEXT,
  encodeEmail,
  isEmailAddress,
  obfuscatedEmailText,
  spamStrings,
} from '@/features/spam'
import { EncodedEmail } from '@/components/EncodedEmail.lazy'
import type { Locale } from '@/i18n/locales'
import { sitePaths } from '@/utilities/paths'

/** Spec section 2: "News-item headings of level 5 are converted to level 2." */
export function headingLevel(tag: string): string {
  return tag === 'h5' ? 'h2' : tag
}

/**
 * The public path of a rich-text link's target in a locale, or null when the target cannot be
 * shown (deleted, unpublished or not populated).
 */
export function linkHref(fields: LinkFields, locale: Locale): string | null {
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

/**
 * E-mail addresses are never published as such (spec section 7, the anti-spam plugin's e-mail
 * encoder): a sealed address and a readable form (`info [at] sakhli [dot] ge`), decoded on click.
 */
function encodedEmail(target: string, locale: Locale, label?: string): ReactNode {
  const { decodeTitle, decodeFailed } = spamStrings(locale)
  const keepLabel = Boolean(label && !label.includes('@'))
  return (
    <EncodedEmail
      encoded={encodeEmail(target)}
      label={keepLabel && label ? label : obfuscatedEmailText(target)}
      keepLabel={keepLabel}
      strings={{ decodeTitle, decodeFailed }}
    />
  )
}

/** A `mailto:` link's address (with its query), or null for any other link. */
function mailtoTarget(url: unknown): string | null {
  if (typeof url !== 'string' || !/^mailto:/i.test(url.trim())) return null
  const target = decodeURIComponent(url.trim().slice('mailto:'.length))
  return isEmailAddress(target) ? target : null
}

const converters =
  (locale: Locale): JSXConvertersFunction =>
  ({ defaultConverters }) => ({
    ...defaultConverters,
    text: (args) => {
      const { node } = args
      const render = (text: string) =>
        typeof defaultConverters.text === 'function'
          ? defaultConverters.text({ ...args, node: { ...node, text } })
          : text
      if (!node.text.includes('@')) return render(node.text)
      const parts: ReactNode[] = []
      let last = 0
      for (const match of node.text.matchAll(EMAIL_IN_TEXT)) {
        const at = match.index ?? 0
        if (at > last) parts.push(render(node.text.slice(last, at)))
        parts.push(encodedEmail(match[0], locale))
        last = at + match[0].length
      }
      if (last < node.text.length) parts.push(render(node.text.slice(last)))
      return (
        <>
          {parts.map((part, i) => (
            <Fragment key={i}>{part}</Fragment>
          ))}
        </>
      )
    },
    autolink: (args) => {
      const target = mailtoTarget(args.node.fields?.url)
      if (target) return encodedEmail(target, locale, plainText(args.node.children))
      return typeof defaultConverters.autolink === 'function'
        ? defaultConverters.autolink(args)
        : args.nodesToJSX({ nodes: args.node.children })
    },
    heading: ({ node, nodesToJSX }) =>
      createElement(headingLevel(node.tag), null, nodesToJSX({ nodes: node.children })),
    link: ({ node, nodesToJSX }) => {
      const target = node.fields.linkType === 'internal' ? null : mailtoTarget(node.fields.url)
      if (target) return encodedEmail(target, locale, plainText(node.children))
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
