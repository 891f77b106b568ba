/**
 * Reads a Contact Form 7 form template: the form-tags (`[text* your-name placeholder "Name"]`,
 * `[acceptance terms]I agree[/acceptance]`) and the HTML around them, into the typed FormModel.
 *
 * Form-tags are scanned as CF7's WPCF7_FormTagsManager scans them (same syntax for names, options,
 * quoted values and pipes, `[[escaped]]` tags, enclosing tags), then the markup is parsed with
 * htmlparser2, reduced to a safe allowlist, and laid out the way CF7's autop does it, simplified:
 *
 * - a blank line ends a paragraph: runs of inline content at the top level (and directly in a
 *   `div` or `fieldset`) are wrapped in `p`;
 * - a single line break inside a paragraph or inline element becomes `br` (none at the start or end
 *   of an element, next to a block, after a `br`, or around a hidden field, as CF7 does);
 * - white space between block elements is dropped; a hidden field never gets a paragraph.
 *
 * What each tag type accepts (a `*`, a name, its options) is in its descriptor (./tags). Problems
 * an editor should see come back as `errors` (1-based line and snippet); the form still renders
 * what could be read. Isomorphic and pure.
 */
import { ElementType, parseDocument } from 'htmlparser2'

import { safeHref } from '@/lib/safe-href'

import type { FormElementNode, FormModel, FormNode, FormParseError, FormTag } from './model'
import { FIELD_NAME_PATTERN, OPTION_PATTERNS, tagOption, tagOptions } from './tag'
import { fieldDescriptor, isFieldTag, isFormTagType, tagDescriptor } from './tags'
import { optionProblem } from './tags/descriptor'

type DomDocument = ReturnType<typeof parseDocument>
type DomNode = DomDocument['children'][number]
type DomElement = Extract<DomNode, { attribs: Record<string, string> }>
type DomText = Extract<DomNode, { type: typeof ElementType.Text }>
type DomComment = Extract<DomNode, { type: typeof ElementType.Comment }>

/**
 * A form-tag: optional `[` (escape), `[type` with optional `*`, attributes up to the first `]`, an
 * optional `/`, optional enclosed content (no `[` in it) closed by `[/type]`, optional `]` (escape).
 * Unlike CF7 any type name matches, so that unknown types can be reported.
 */
const FORM_TAG =
  /(\[?)\[([A-Za-z][A-Za-z0-9_-]*)(\*?)(?:[\r\n\t ]([^\]]*?))?(?:[\r\n\t ]\/)?\](?:([^[]*?)\[\/\2\*?\])?(\]?)/g

/** CF7's parse_atts: options (a restricted character set) first, then quoted values. */
const ATTRIBUTES =
  /^([-+*=0-9a-zA-Z:.!?#$&@_/|%\r\n\t ]*?)((?:[\r\n\t ]*"[^"]*"|[\r\n\t ]*'[^']*')*)$/

/** Other CF7 form-tags an imported form may contain; named in the error so editors know why. */
const UNSUPPORTED_CF7_TYPES = new Set([
  'captchac',
  'captchar',
  'recaptcha',
  'response',
  'stripe',
  'dynamictext',
  'dynamichidden',
])

const PLACEHOLDER = 'sakhli-form-tag'

const ALLOWED_ELEMENTS = new Set([
  'p',
  'br',
  'label',
  'span',
  'div',
  'strong',
  'em',
  'b',
  'i',
  'u',
  'small',
  'fieldset',
  'legend',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'a',
  'hr',
  'abbr',
])

/** Removed with everything inside them: code, embedded documents and raw form controls. */
const DROPPED_ELEMENTS = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'noscript',
  'noembed',
  'noframes',
  'template',
  'svg',
  'math',
  'head',
  'title',
  'meta',
  'link',
  'base',
  'xmp',
  'plaintext',
  'input',
  'textarea',
  'select',
  'button',
])

const GLOBAL_ATTRIBUTES = new Set(['class', 'id', 'title', 'lang', 'dir', 'role'])
const ELEMENT_ATTRIBUTES: Record<string, ReadonlySet<string>> = {
  label: new Set(['for']),
  a: new Set(['href']),
}

const BLOCK_ELEMENTS = new Set([
  'p',
  'div',
  'fieldset',
  'legend',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'hr',
])
/** Blocks whose inline content is laid out in paragraphs, like the top level. */
const FLOW_CONTAINERS = new Set(['div', 'fieldset'])
const LIST_ELEMENTS = new Set(['ul', 'ol'])

const SNIPPET_LENGTH = 120

function snippet(text: string): string {
  const flat = text.trim()
  return flat.length > SNIPPET_LENGTH ? `${flat.slice(0, SNIPPET_LENGTH - 1)}…` : flat
}

/** 1-based line of each offset of the template. */
function lineIndex(text: string): (offset: number) => number {
  const starts = [0]
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1)
  return (offset) => {
    let lo = 0
    let hi = starts.length - 1
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1
      if ((starts[mid] ?? 0) <= offset) lo = mid
      else hi = mid - 1
    }
    return lo + 1
  }
}

/**
 * Decodes character references (`&amp;`, `&#8212;`) the way the HTML parser does: a reference to
 * no character (`&#99999999;`, `&#0;`, a surrogate) becomes U+FFFD, never an exception.
 */
function decodeEntities(text: string): string {
  if (!text.includes('&')) return text
  const doc = parseDocument(text.replace(/</g, '&lt;'))
  return doc.children.map((node) => (node.type === ElementType.Text ? node.data : '')).join('')
}

type TagReading =
  | { tag: FormTag; problems: string[]; contentSource: string }
  | { error: string; keepText: boolean }

function unknownTypeMessage(type: string): string {
  const lower = type.toLowerCase()
  if (isFormTagType(lower)) {
    return `Unknown form-tag type "${type}": form-tag types are written in lower case ([${lower}]).`
  }
  if (UNSUPPORTED_CF7_TYPES.has(lower)) {
    return `[${lower}] is a Contact Form 7 form-tag this site does not support.`
  }
  return `Unknown form-tag type "${type}".`
}

/** Option values of a tag that CF7 would ignore; reported so that editors can fix them. */
function optionProblems(tag: FormTag): string[] {
  const problems = [
    ...optionProblem(tag, 'id', (v) => OPTION_PATTERNS.id.test(v), 'letters, digits, - or _'),
    ...optionProblem(tag, 'class', (v) => OPTION_PATTERNS.class.test(v), 'letters, digits, - or _'),
    ...optionProblem(tag, 'tabindex', (v) => OPTION_PATTERNS.signed_int.test(v), 'a whole number'),
    ...(tagDescriptor(tag).optionProblems?.(tag) ?? []),
  ]
  const id = tagOption(tag, 'id', 'id')
  if (id?.startsWith('wpcf7')) problems.push(`The id "${id}" is reserved (it starts with wpcf7).`)
  return problems
}

function readTag(type: string, star: string, attributes: string, content: string): TagReading {
  if (!isFormTagType(type)) return { error: unknownTypeMessage(type), keepText: true }
  const descriptor = tagDescriptor({ type })
  if (star && !descriptor.requirable) {
    const alwaysRequired = descriptor.posts !== 'none' && descriptor.alwaysRequired
    const why = alwaysRequired ? ` ([${type}] is always required)` : ''
    return {
      error: `[${type}*] does not exist: write [${type}]${why}.`,
      keepText: true,
    }
  }

  const text = attributes.replace(/[\u00a0\u200b]+/g, ' ').trim()
  const parts = ATTRIBUTES.exec(text)
  if (!parts) {
    return {
      error:
        `[${type}${star}] could not be read: the name and options use Latin letters, digits ` +
        'and - _ : . only, and come before the quoted values.',
      keepText: true,
    }
  }
  const options = (parts[1] ?? '').trim() ? (parts[1] ?? '').trim().split(/[\r\n\t ]+/) : []
  const raw = [...(parts[2] ?? '').matchAll(/"[^"]*"|'[^']*'/g)].map((m) => m[0].slice(1, -1))

  let name = ''
  if (descriptor.named) {
    name = options.shift() ?? ''
    if (!name) {
      return {
        error: `[${type}${star}] needs a field name, as in [${type}${star} your-field].`,
        keepText: false,
      }
    }
    if (!FIELD_NAME_PATTERN.test(name)) {
      return {
        error: `"${name}" is not a valid field name: start with a letter, then letters, digits, - or _.`,
        keepText: true,
      }
    }
    // As CF7: a dot cannot travel in a posted field name.
    name = name.replace(/\./g, '_')
  }

  // Pipes: "shown|mailed". The first pipe splits; both halves are trimmed.
  const pipes = raw.map((value) => {
    const at = value.indexOf('|')
    return at < 0
      ? { before: value.trim(), after: value.trim() }
      : { before: value.slice(0, at).trim(), after: value.slice(at + 1).trim() }
  })
  let tag: FormTag = {
    type,
    rawType: `${type}${star}`,
    required: star === '*',
    name,
    options,
    values: pipes.map((p) => decodeEntities(p.after)),
    labels: pipes.map((p) => decodeEntities(p.before)),
    content: content.trim().replace(/<br[\r\n\t ]*\/?>$/gm, ''),
    classNames: [],
  }
  tag.classNames = [...new Set(tagOptions(tag, 'class', 'class'))]
  tag = descriptor.withDefaults?.(tag) ?? tag
  const id = tagOption(tag, 'id', 'id')
  if (id && !id.startsWith('wpcf7')) tag.id = id
  return {
    tag,
    problems: optionProblems(tag),
    contentSource: tag.content || pipes[0]?.before || '',
  }
}

function safeAttributes(element: string, attribs: Record<string, string>): Record<string, string> {
  const kept: Record<string, string> = {}
  for (const [name, value] of Object.entries(attribs)) {
    const allowed =
      GLOBAL_ATTRIBUTES.has(name) ||
      ELEMENT_ATTRIBUTES[element]?.has(name) ||
      /^data-[a-z0-9][a-z0-9_.:-]*$/.test(name) ||
      /^aria-[a-z]+$/.test(name)
    if (!allowed) continue
    if (name === 'href' && !safeHref(value)) continue
    if (name === 'dir' && !['ltr', 'rtl', 'auto'].includes(value.toLowerCase())) continue
    kept[name] = value
  }
  return kept
}

function isElement(node: DomNode): node is DomElement {
  return 'attribs' in node
}

interface ConvertContext {
  tags: (FormTag | undefined)[]
  used: Set<number>
  /** Tags inside comments: left out on purpose, not an error. */
  commented: Set<number>
  errors: FormParseError[]
  lineAt: (outputOffset: number) => number
}

const PLACEHOLDER_INDEX = new RegExp(`<${PLACEHOLDER} data-index=(\\d+)>`, 'g')

/** htmlparser2 nodes → the safe FormNode tree (before the paragraph layout). */
function convert(nodes: DomNode[], ctx: ConvertContext): FormNode[] {
  const out: FormNode[] = []
  for (const node of nodes) {
    if (node.type === ElementType.Text) {
      out.push({ kind: 'text', text: (node as DomText).data })
    } else if (node.type === ElementType.Comment) {
      for (const m of (node as DomComment).data.matchAll(PLACEHOLDER_INDEX)) {
        ctx.commented.add(Number(m[1]))
      }
    } else if (isElement(node)) {
      const name = node.name.toLowerCase()
      if (name === PLACEHOLDER) {
        const index = Number(node.attribs['data-index'])
        const tag = ctx.tags[index]
        if (tag && !ctx.used.has(index)) {
          ctx.used.add(index)
          out.push({ kind: 'tag', tag })
        }
      } else if (DROPPED_ELEMENTS.has(name)) {
        ctx.errors.push({
          message: `Removed <${name}>: only safe markup is kept around form-tags.`,
          line: ctx.lineAt(node.startIndex ?? 0),
          source: `<${name}>`,
        })
      } else if (ALLOWED_ELEMENTS.has(name)) {
        out.push({
          kind: 'element',
          name,
          attributes: safeAttributes(name, node.attribs),
          children: convert(node.children, ctx),
        })
      } else {
        // Unknown but harmless (section, h1, img, …): keep what is inside it.
        out.push(...convert(node.children, ctx))
      }
    }
  }
  return out
}

// ---- Paragraph layout (the simplified autop) ----

type Token = FormNode | { newlines: number }

const br = (): FormElementNode => ({ kind: 'element', name: 'br', attributes: {}, children: [] })

function isBlock(node: FormNode | undefined): boolean {
  return node?.kind === 'element' && BLOCK_ELEMENTS.has(node.name)
}
function isBr(node: FormNode | undefined): boolean {
  return node?.kind === 'element' && node.name === 'br'
}
/** Tags laid out as blocks: CF7's autop never puts hidden fields in a paragraph. */
function isBlockTag(node: FormNode | undefined): boolean {
  return node?.kind === 'tag' && fieldDescriptor(node.tag)?.block === true
}
function isNewline(token: Token | undefined): token is { newlines: number } {
  return token !== undefined && 'newlines' in token
}

function layoutElement(element: FormElementNode): FormElementNode {
  if (FLOW_CONTAINERS.has(element.name)) return { ...element, children: flow(element.children) }
  if (LIST_ELEMENTS.has(element.name)) {
    const items = element.children.filter((c) => c.kind !== 'text' || c.text.trim() !== '')
    return { ...element, children: items.map((c) => (c.kind === 'element' ? layoutElement(c) : c)) }
  }
  return { ...element, children: inline(element.children) }
}

/** Splits text at line breaks (with the spaces around them); lays out nested elements. */
function tokenize(nodes: FormNode[]): Token[] {
  const tokens: Token[] = []
  const push = (token: Token) => {
    const last = tokens[tokens.length - 1]
    if (isNewline(token) && isNewline(last)) last.newlines += token.newlines
    else if (
      !isNewline(token) &&
      token.kind === 'text' &&
      !isNewline(last) &&
      last?.kind === 'text'
    ) {
      tokens[tokens.length - 1] = { kind: 'text', text: last.text + token.text }
    } else tokens.push(token)
  }
  for (const node of nodes) {
    if (node.kind === 'text') {
      // Not \s: a no-break space is content.
      node.text.split(/([ \t\f]*\n[ \t\f\n]*)/).forEach((part, i) => {
        if (i % 2 === 1) push({ newlines: part.split('\n').length - 1 })
        else if (part) push({ kind: 'text', text: part })
      })
    } else push(node.kind === 'element' ? layoutElement(node) : node)
  }
  return tokens
}

/** Line breaks become `br`, except at the edges, beside blocks and hidden fields, after a `br`. */
function breakLines(tokens: Token[]): FormNode[] {
  const out: FormNode[] = []
  tokens.forEach((token, i) => {
    if (!isNewline(token)) {
      out.push(token)
      return
    }
    const prev = out[out.length - 1]
    const next = tokens.slice(i + 1).find((t): t is FormNode => !isNewline(t))
    if (!prev || !next) return
    if ([prev, next].some((n) => isBr(n) || isBlock(n) || isBlockTag(n))) return
    out.push(br())
  })
  return out
}

function inline(nodes: FormNode[]): FormNode[] {
  return breakLines(tokenize(nodes))
}

function hasContent(node: FormNode): boolean {
  return node.kind !== 'text' || node.text.trim() !== ''
}

/** A run of inline content: one `p` per blank-line-separated part. */
function paragraphs(run: FormNode[]): FormNode[] {
  const groups: Token[][] = [[]]
  for (const token of tokenize(run)) {
    if (isNewline(token) && token.newlines >= 2) groups.push([])
    else groups[groups.length - 1]?.push(token)
  }
  const out: FormNode[] = []
  for (const group of groups) {
    const nodes = breakLines(group)
    const first = nodes[0]
    if (first?.kind === 'text') nodes[0] = { kind: 'text', text: first.text.trimStart() }
    const last = nodes[nodes.length - 1]
    if (last?.kind === 'text') nodes[nodes.length - 1] = { kind: 'text', text: last.text.trimEnd() }
    const kept = nodes.filter((n) => n.kind !== 'text' || n.text !== '')
    if (!kept.some(hasContent)) continue
    out.push({ kind: 'element', name: 'p', attributes: {}, children: kept })
  }
  return out
}

/** Top level, `div` and `fieldset`: blocks stay, inline runs become paragraphs. */
function flow(nodes: FormNode[]): FormNode[] {
  const out: FormNode[] = []
  let run: FormNode[] = []
  const flush = () => {
    out.push(...paragraphs(run))
    run = []
  }
  for (const node of nodes) {
    if (node.kind === 'element' && BLOCK_ELEMENTS.has(node.name)) {
      flush()
      out.push(layoutElement(node))
    } else if (isBlockTag(node)) {
      flush()
      out.push(node)
    } else run.push(node)
  }
  flush()
  return out
}

function collectTags(nodes: FormNode[], into: FormTag[] = []): FormTag[] {
  for (const node of nodes) {
    if (node.kind === 'tag') into.push(node.tag)
    else if (node.kind === 'element') collectTags(node.children, into)
  }
  return into
}

/** What may stand inside the label of a checkbox (HTML's phrasing content, no nested label). */
const PHRASING_ELEMENTS = new Set([
  'span',
  'strong',
  'em',
  'b',
  'i',
  'u',
  'small',
  'abbr',
  'a',
  'br',
])

/** Only phrasing elements, and no link inside a link: other elements give way to their content. */
function phrasing(nodes: FormNode[], inLink = false): FormNode[] {
  return nodes.flatMap((node): FormNode[] => {
    if (node.kind === 'text') return [node]
    if (node.kind === 'tag') return []
    const children = phrasing(node.children, inLink || node.name === 'a')
    const kept = PHRASING_ELEMENTS.has(node.name) && !(inLink && node.name === 'a')
    return kept ? [{ ...node, children }] : children
  })
}

/** The markup of an acceptance condition: safe inline HTML, no paragraphs. */
function inlineMarkup(html: string, errors: FormParseError[], line: number): FormNode[] {
  const ctx: ConvertContext = {
    tags: [],
    used: new Set(),
    commented: new Set(),
    errors,
    lineAt: () => line,
  }
  return inline(phrasing(convert(parseDocument(html).children, ctx)))
}

/** Checks across tags: unique names and ids, `count` tags that count an existing field. */
function crossCheck(
  tags: FormTag[],
  lineOf: Map<FormTag, { line: number; source: string }>,
  errors: FormParseError[],
): void {
  const report = (tag: FormTag, message: string) => {
    const at = lineOf.get(tag)
    errors.push({ message, line: at?.line ?? 1, source: at?.source ?? `[${tag.rawType}]` })
  }
  const names = new Set<string>()
  const ids = new Set<string>()
  for (const tag of tags) {
    if (isFieldTag(tag)) {
      if (names.has(tag.name)) {
        report(tag, `The field name "${tag.name}" is used by more than one form-tag.`)
      }
      names.add(tag.name)
    }
    if (tag.id !== undefined) {
      if (ids.has(tag.id)) {
        report(
          tag,
          `The id "${tag.id}" is used by more than one form-tag; only the first keeps it.`,
        )
        delete tag.id
      } else ids.add(tag.id)
    }
  }
  for (const tag of tags) {
    const descriptor = tagDescriptor(tag)
    if (descriptor.posts === 'none' && descriptor.targetsField && !names.has(tag.name)) {
      report(tag, `[${tag.type} ${tag.name}] counts a field that is not in the form.`)
    }
  }
}

/** The typed model of a CF7 form template; never throws, problems come back in `errors`. */
export function parseFormTemplate(template: string): FormModel {
  const source = template.replace(/\r\n?/g, '\n')
  const lineAt = lineIndex(source)
  const errors: FormParseError[] = []
  const tags: FormTag[] = []
  const lineOf = new Map<FormTag, { line: number; source: string }>()
  const contentSources = new Map<FormTag, string>()

  // The template with each readable form-tag replaced by a placeholder element; `map` remembers
  // where each piece of it came from, for the line numbers of markup problems.
  let html = ''
  const map: { output: number; input: number; placeholder: boolean }[] = []
  const emit = (text: string, input: number, placeholder = false) => {
    map.push({ output: html.length, input, placeholder })
    html += text
  }

  // Plain text between tags; a closing tag there lost its opening one (enclosed text has no `[`).
  const text = (from: number, to: number) => {
    const piece = source.slice(from, to)
    for (const stray of piece.matchAll(/\[\/([A-Za-z][A-Za-z0-9_-]*\*?)\]/g)) {
      errors.push({
        message: `[/${stray[1]}] closes nothing: the enclosed text may not contain "[".`,
        line: lineAt(from + (stray.index ?? 0)),
        source: stray[0],
      })
    }
    emit(piece, from)
  }

  let cursor = 0
  for (const m of source.matchAll(FORM_TAG)) {
    const [whole, open = '', type = '', star = '', attributes = '', content = '', close = ''] = m
    const start = m.index ?? 0
    text(cursor, start)
    cursor = start + whole.length

    // [[text x]] is the escape for a literal [text x].
    if (open === '[' && close === ']') {
      emit(whole.slice(1, -1), start + 1)
      continue
    }
    const tagStart = start + open.length
    const tagText = whole.slice(open.length, whole.length - close.length)
    const at = { line: lineAt(tagStart), source: snippet(tagText) }
    if (open) emit(open, start)

    const reading = readTag(type, star, attributes, content)
    if ('error' in reading) {
      errors.push({ message: reading.error, ...at })
      if (reading.keepText) emit(tagText, tagStart)
    } else {
      const { tag, problems, contentSource } = reading
      for (const problem of problems) errors.push({ message: problem, ...at })
      lineOf.set(tag, at)
      contentSources.set(tag, contentSource)
      // Unquoted, so that a tag inside an attribute value cannot break out of it.
      emit(`<${PLACEHOLDER} data-index=${tags.length}></${PLACEHOLDER}>`, tagStart, true)
      tags.push(tag)
    }
    if (close) emit(close, start + whole.length - 1)
  }
  text(cursor, source.length)

  const outputLine = (offset: number) => {
    let piece = map[0]
    for (const entry of map) {
      if (entry.output > offset) break
      piece = entry
    }
    if (!piece) return 1
    return lineAt(piece.placeholder ? piece.input : piece.input + (offset - piece.output))
  }

  const ctx: ConvertContext = {
    tags,
    used: new Set(),
    commented: new Set(),
    errors,
    lineAt: outputLine,
  }
  const dom = parseDocument(html, { withStartIndices: true })
  const nodes = flow(convert(dom.children, ctx))

  tags.forEach((tag, index) => {
    if (ctx.used.has(index) || ctx.commented.has(index)) return
    const at = lineOf.get(tag) ?? { line: 1, source: `[${tag.rawType}]` }
    errors.push({ message: 'This form-tag sits inside removed markup, so it is left out.', ...at })
  })

  const found = collectTags(nodes)
  for (const tag of found) {
    const contentSource = contentSources.get(tag)
    if (fieldDescriptor(tag)?.inlineContent && contentSource) {
      tag.contentNodes = inlineMarkup(contentSource, errors, lineOf.get(tag)?.line ?? 1)
    }
  }
  crossCheck(found, lineOf, errors)

  errors.sort((a, b) => a.line - b.line)
  return { nodes, tags: found, errors }
}
