/**
 * The texts of the site's TypeScript sources, read with the TypeScript parser (no module is run):
 * every string, template piece and JSX text, with its file, its line and whether it stands as a
 * Georgian text (inside a `ka` property or constant, or the first argument of a fixture's `l(ka, en)`).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import ts from 'typescript'

export const root = path.resolve(__dirname, '../..')

export function walk(dir: string): string[] {
  let entries: string[]
  try {
    entries = readdirSync(dir)
  } catch {
    return []
  }
  return entries.flatMap((name) => {
    const full = path.join(dir, name)
    return statSync(full).isDirectory() ? walk(full) : [full]
  })
}

const isSource = (file: string) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file)
const under = (...dirs: string[]) => dirs.flatMap((d) => walk(path.join(root, d))).filter(isSource)

/** The message catalogue: the site's and each feature's. */
export function catalogueFiles(): string[] {
  const features = walk(path.join(root, 'src/features')).filter(isSource)
  return [...under('src/i18n'), ...features.filter((f) => /\/messages(\/|\.tsx?$)/.test(f))]
}

/**
 * The seed: its data and loaders, each feature's seed (a module or a folder) and the style
 * guide's fixtures, which the seed places on the home, services and about pages.
 */
export function seedFiles(): string[] {
  const features = walk(path.join(root, 'src/features')).filter(isSource)
  return [
    ...under('src/seed', 'src/lib/seed-kit'),
    ...features.filter((f) => /\/seed[^/]*(\/|\.tsx?$)/.test(f)),
    ...under('src/blocks', 'src/features').filter((f) => /\/fixtures\.tsx?$/.test(f)),
  ].filter((f) => !f.endsWith('/src/seed/run.ts')) // the runner writes to a terminal
}

/** The public templates: pages, views, blocks and components (not the admin's). */
export function templateFiles(): string[] {
  const notSite = /\/admin\/|\/\(payload\)\/|\/collections\//
  return [
    ...under('src/app/(frontend)', 'src/views', 'src/components', 'src/blocks', 'src/features'),
    ...under('src/app').filter((f) => path.dirname(f) === path.join(root, 'src/app')),
  ].filter((f) => !notSite.test(f))
}

export interface SourceText {
  text: string
  file: string
  line: number
  /** Written as the Georgian side of a ka/en pair. */
  ka: boolean
}

const nameOf = (node: ts.Node): string | null => {
  if ((ts.isPropertyAssignment(node) || ts.isVariableDeclaration(node)) && node.name)
    return ts.isIdentifier(node.name) || ts.isStringLiteral(node.name) ? node.name.text : null
  return null
}

/** Inside a `ka` property or constant (at any depth), or the first argument of `l(ka, en)`. */
function isKaSlot(node: ts.Node): boolean {
  let child: ts.Node = node
  for (let parent = node.parent; parent && !ts.isSourceFile(parent); parent = parent.parent) {
    const name = nameOf(parent)
    if (name === 'ka') return true
    if (name === 'en') return false
    if (ts.isCallExpression(parent) && ts.isIdentifier(parent.expression))
      if (parent.expression.text === 'l') return parent.arguments[0] === child
    child = parent
  }
  return false
}

/** The texts of one file. */
export function textsOf(file: string): SourceText[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  )
  const rel = path.relative(root, file)
  const out: SourceText[] = []
  const visit = (node: ts.Node) => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node) ||
      ts.isJsxText(node)
    ) {
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1
      out.push({ text: node.text, file: rel, line, ka: isKaSlot(node) })
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return out
}
