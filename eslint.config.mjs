import nextCoreWebVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'

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
  {
    // shared/ is isomorphic: browser code imports it, so no server-only modules here.
    files: ['src/shared/**/*.ts', 'src/lib/validation/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'server-only',
                'payload',
                'payload/*',
                '@payload-config',
                'node:*',
                'next/headers',
              ],
              message: 'src/shared must stay isomorphic.',
            },
            {
              group: ['@/features/*', '@/data/*', '@/collections/*'],
              message: 'src/shared must not import server modules.',
            },
          ],
        },
      ],
    },
  },
]

export default config
