// Sakhli's own ESLint rules: the import boundaries of eslint.config.mjs and the layers of
// lint/layers.mjs, applied alike to `import`, `export … from` and dynamic `import()`.
import fs from 'node:fs'
import path from 'node:path'

import { crossing, resolveImport } from './layers.mjs'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const isFile = (p) => fs.statSync(p, { throwIfNoEntry: false })?.isFile() ?? false

/** Every module specifier of a file, static or dynamic, with its node. */
function onSpecifier(check) {
  const literal = (node) =>
    node?.type === 'Literal' && typeof node.value === 'string'
      ? node.value
      : node?.type === 'TemplateLiteral' && node.expressions.length === 0
        ? node.quasis[0].value.cooked
        : null
  const visit = (node) => {
    const value = literal(node.source)
    if (value !== null) check(node.source, value)
  }
  return {
    ImportDeclaration: visit,
    ExportAllDeclaration: visit,
    ExportNamedDeclaration: (node) => node.source && visit(node),
    ImportExpression: visit,
  }
}

/** `@/data/*` as no-restricted-imports reads it: the path, or anything below it. */
function globToRegExp(glob) {
  const body = glob
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^/]+')
  return new RegExp(`^${body}(/.*)?$`)
}

const boundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Restricted imports, dynamic `import()` included.' },
    schema: [
      {
        type: 'object',
        properties: {
          patterns: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                group: { type: 'array', items: { type: 'string' } },
                regex: { type: 'string' },
                message: { type: 'string' },
              },
              required: ['message'],
              additionalProperties: false,
            },
          },
        },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const patterns = (context.options[0]?.patterns ?? []).map(({ group = [], regex, message }) => ({
      tests: [...group.map(globToRegExp), ...(regex ? [new RegExp(regex)] : [])],
      message,
    }))
    return onSpecifier((node, specifier) => {
      for (const { tests, message } of patterns) {
        if (tests.some((test) => test.test(specifier))) {
          context.report({ node, message: `'${specifier}': ${message}` })
          return
        }
      }
    })
  },
}

const layers = {
  meta: {
    type: 'problem',
    docs: { description: 'Each folder of src/ imports only the layers lint/layers.mjs allows it.' },
    schema: [],
  },
  create(context) {
    const from = path.relative(root, context.filename).split(path.sep).join('/')
    if (!from.startsWith('src/')) return {}
    return onSpecifier((node, specifier) => {
      const to = resolveImport(root, from, specifier, isFile)
      const why = to?.startsWith('src/') ? crossing(from, to) : null
      if (why) context.report({ node, message: `'${specifier}': ${why}` })
    })
  },
}

const plugin = { meta: { name: 'sakhli' }, rules: { boundaries, layers } }

export default plugin
