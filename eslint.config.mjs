import { readdirSync } from 'node:fs'

import nextCoreWebVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'

import sakhli from './lint/eslint-plugin.mjs'

/** Every feature folder: `src/features/<feature>/`. */
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

/** Imports that pull server code into the browser: never from isomorphic or client modules. */
const serverModules = {
  group: [
    'server-only',
    'payload',
    'payload/*',
    '@payload-config',
    'node:*',
    'next/headers',
    '@/data/*',
    '@/db/*',
    '@/collections/*',
    '@/lib/tokens',
    '@/lib/email-seal',
    '@/lib/compat/ajax-dispatcher',
    '@/features/*/server/*',
    '@/features/*/collections/*',
  ],
  message: 'Isomorphic and client modules must not import server code.',
}

/** A feature's index holds its Payload config and services: browser code takes its model/ parts. */
const featureIndex = {
  regex: '^@/features/[^/]+$',
  message: "Browser code imports a feature's model/ or *.client modules, not its index.",
}

/**
 * A feature's insides are its own: from outside, import its public face (`@/features/<f>`), what
 * the app mounts (`@/features/<f>/app`, from src/app and the block registry), its isomorphic
 * `model/` and its `*.client` parts. Tests may reach in.
 */
const featureInternals = (self) => ({
  regex: `^@/features/${self ? `(?!${self}/)` : ''}[^/]+/(?!app$)(?!model/)(?!.*\\.client$).+`,
  message: 'Import another feature through its index.ts (or its model/ and *.client parts).',
})

/**
 * What the app mounts is the app's: routes, the page views they render (src/views), and the block
 * registry for components.
 */
const featureApp = {
  regex: '^@/features/[^/]+/app$',
  message:
    "Only src/app, src/views and the block registry (src/blocks/RenderBlocks.tsx, fixtures.ts) import a feature's app.ts.",
}

/** Modules that may import a feature's app.ts. */
const appMounts = [
  'src/app/**',
  'src/views/**',
  'src/blocks/RenderBlocks.tsx',
  'src/blocks/fixtures.ts',
]

/**
 * Still importing other features' app.ts, to be moved: the loop grid renders the events' and the
 * properties' cards (their components belong in an isomorphic or shared place, not app.ts).
 */
const remainingAppImports = ['src/features/loop-grid/server/sources.tsx']

/**
 * Next's start hook registers the front's handlers (the CF7 feedback call, the loop query) before
 * any route loads. A feature's app.ts is `server-only`, which this hook cannot import, so it names
 * their server modules.
 */
const startHook = ['src/instrumentation.ts']

/** Where a module sits decides what it may import (later blocks override earlier ones). */
function boundaries() {
  // Browser code: isomorphic modules, `*.client` modules, the `*.lazy` modules that load them and
  // the browser's admin-ajax client.
  const isomorphic = (dir) => [
    `${dir}/**/model/**/*.{ts,tsx}`,
    `${dir}/**/*.client.{ts,tsx}`,
    `${dir}/**/*.lazy.tsx`,
  ]
  const browser = [
    'src/shared/**/*.ts',
    'src/lib/validation/**/*.ts',
    'src/lib/compat/ajax-client.ts',
    ...isomorphic('src'),
  ]
  const restrict = (patterns) => ({ 'sakhli/boundaries': ['error', { patterns }] })
  return [
    {
      files: ['src/**/*.{ts,tsx}'],
      ignores: ['src/features/*/**'],
      rules: restrict([featureInternals(), featureApp]),
    },
    {
      files: appMounts,
      rules: restrict([featureInternals()]),
    },
    {
      files: startHook,
      rules: restrict([featureApp]),
    },
    {
      // Isomorphic code runs in the browser too; `*.client` modules run only there.
      files: browser,
      ignores: ['src/features/*/**'],
      rules: restrict([serverModules, featureIndex, featureInternals(), featureApp]),
    },
    ...features.flatMap((feature) => [
      {
        files: [`src/features/${feature}/**/*.{ts,tsx}`],
        rules: restrict([featureInternals(feature), featureApp]),
      },
      ...remainingAppImports
        .filter((file) => file.startsWith(`src/features/${feature}/`))
        .map((file) => ({ files: [file], rules: restrict([featureInternals(feature)]) })),
      {
        files: isomorphic(`src/features/${feature}`),
        rules: restrict([serverModules, featureIndex, featureInternals(feature), featureApp]),
      },
    ]),
    {
      // What each folder of src/ may import: lint/layers.mjs, the README's "Layers".
      files: ['src/**/*.{ts,tsx,mjs,js}'],
      ignores: ['src/payload-types.ts', 'src/app/(payload)/admin/importMap.js'],
      rules: { 'sakhli/layers': 'error' },
    },
  ]
}

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'src/payload-types.ts',
      'src/app/(payload)/admin/importMap.js',
      'src/db/migrations/**',
      'next-env.d.ts',
    ],
  },
  {
    plugins: { sakhli },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  ...boundaries(),
]

export default config
