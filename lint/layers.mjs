// The layers of src/: what each top-level folder may import. Read by ESLint (eslint.config.mjs,
// rule sakhli/layers) and by tests/site/layers.test.ts, which walks the whole import graph; the
// README's "Layers" section is this list in words.
import path from 'node:path'

const ground = ['shared', 'i18n', 'payload-types']
const helpers = [...ground, 'utilities', 'access', 'lib']
const schema = [...helpers, 'lib/compat', 'db', 'fields', 'hooks']

/**
 * Each unit and the units it may import directly (its own files always). A unit is a top-level
 * folder of src/ (lib/compat counts apart from lib) or one of the root files.
 */
export const LAYERS = {
  shared: [],
  'payload-types': [],
  i18n: ['shared'],
  utilities: ground,
  access: ground,
  lib: [...ground, 'utilities', 'access'],
  'lib/compat': helpers,
  db: helpers,
  fields: helpers,
  hooks: helpers,
  collections: schema,
  globals: schema,
  components: [...helpers, 'lib/compat'],
  features: [...schema, 'collections', 'globals', 'components'],
  data: [...helpers, 'collections', 'globals'],
  blocks: [...schema, 'components', 'features', 'data'],
  views: [...helpers, 'lib/compat', 'components', 'features', 'data', 'blocks'],
  seed: [...helpers, 'fields', 'features', 'blocks'],
  'payload.config': [...schema, 'collections', 'globals', 'features', 'blocks'],
  app: [
    ...schema,
    'collections',
    'globals',
    'components',
    'features',
    'data',
    'blocks',
    'views',
    'seed',
    'payload.config',
  ],
  /** Root files that start something: Next's start hook, the mail worker run on its own. */
  entries: [...helpers, 'lib/compat', 'db', 'features', 'payload.config'],
}

/**
 * The config is the root that composes the layers. Besides src/app and the start hook, only these
 * reach it: the server components' handle on the Local API and the entry points run on their own.
 * Nothing the config imports may import them, so these imports close no circle.
 */
export const ROOT_HANDLES = ['src/data/payload.ts', 'src/db/migrate.ts', 'src/seed/run.ts']

/**
 * Imports that still cross the layers the wrong way, file to file, each to be removed by the work
 * named beside it. ESLint lets exactly these through; the layers test fails on any other crossing
 * and on an entry here that no longer exists, so the list can only shrink. Empty: every import
 * keeps the layers.
 * @type {[string, string][]}
 */
export const REMAINING_CROSSINGS = []

/**
 * The unit of a path relative to the repository (`src/lib/compat/json.ts` → `lib/compat`); root
 * files other than the config and its types are entries (instrumentation.ts, mail-worker.ts).
 */
export function unitOf(relative) {
  const parts = relative.split(/[\\/]/)
  if (parts[0] !== 'src') return null
  if (parts.length === 2) {
    const name = parts[1].replace(/\.[^.]+$/, '')
    return name === 'payload.config' || name === 'payload-types' ? name : 'entries'
  }
  if (parts[1] === 'lib' && parts[2] === 'compat' && parts.length > 3) return 'lib/compat'
  return parts[1]
}

/** May `from` import `to` (both relative to the repository)? */
export function crossing(from, to) {
  const a = unitOf(from)
  const b = unitOf(to)
  if (!a || !b || a === b) return null
  if (b === 'payload.config' && ROOT_HANDLES.includes(from)) return null
  const allowed = LAYERS[a]
  if (!allowed) return `${from} is in no layer: add src/${a} to lint/layers.mjs and the README`
  if (!LAYERS[b]) return `${to} is in no layer: add src/${b} to lint/layers.mjs and the README`
  if (allowed.includes(b)) return null
  if (REMAINING_CROSSINGS.some(([f, t]) => f === from && t === to)) return null
  return `src/${a} may not import src/${b} (README, "Layers")`
}

const candidates = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx', '/index.js']

/**
 * The file an import names, relative to the repository, or null for a package. `exists` checks a
 * path (fs.existsSync for real files).
 */
export function resolveImport(root, fromRelative, specifier, exists) {
  let base
  if (specifier === '@payload-config') return 'src/payload.config.ts'
  if (specifier.startsWith('@/')) base = path.join(root, 'src', specifier.slice(2))
  else if (specifier.startsWith('./') || specifier.startsWith('../'))
    base = path.resolve(root, path.dirname(fromRelative), specifier)
  else return null
  for (const ending of candidates) {
    if (exists(base + ending))
      return path
        .relative(root, base + ending)
        .split(path.sep)
        .join('/')
  }
  return path.relative(root, base).split(path.sep).join('/')
}
