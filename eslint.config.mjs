import { readdirSync } from 'node:fs'

import nextCoreWebVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'

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

/** Where a module sits decides what it may import (later blocks override earlier ones). */
function boundaries() {
  const isomorphic = (dir) => [`${dir}/**/model/**/*.{ts,tsx}`, `${dir}/**/*.client.{ts,tsx}`]
  const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] })
  return [
    {
      files: ['src/**/*.{ts,tsx}'],
      ignores: ['src/features/*/**'],
      rules: restrict([featureInternals()]),
    },
    {
      // Isomorphic code runs in the browser too; `*.client` modules run only there.
      files: ['src/shared/**/*.ts', 'src/lib/validation/**/*.ts', ...isomorphic('src')],
      ignores: ['src/features/*/**'],
      rules: restrict([serverModules, featureIndex, featureInternals()]),
    },
    ...features.flatMap((feature) => [
      {
        files: [`src/features/${feature}/**/*.{ts,tsx}`],
        rules: restrict([featureInternals(feature)]),
      },
      {
        files: isomorphic(`src/features/${feature}`),
        rules: restrict([serverModules, featureIndex, featureInternals(feature)]),
      },
    ]),
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
