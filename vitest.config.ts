import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import tsconfigPaths from 'vite-tsconfig-paths'
import { defineConfig } from 'vitest/config'

const emptyModule = fileURLToPath(new URL('./tests/helpers/empty-module.ts', import.meta.url))

export default defineConfig({
  plugins: [tsconfigPaths()],
  resolve: {
    // 'server-only' throws outside React Server Components; tests run server code directly.
    alias: { 'server-only': emptyModule },
  },
  test: {
    environment: 'node',
    // Both cores (vitest's default leaves one free): most of the time goes to importing modules.
    maxWorkers: 2,
    // Uploads made by tests go to a temporary folder, never into the site's data/.
    env: {
      MEDIA_DIR: path.join(os.tmpdir(), 'sakhli-test-media'),
      FORM_FILES_DIR: path.join(os.tmpdir(), 'sakhli-test-form-files'),
      PAYLOAD_SECRET: 'test-secret',
    },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/**/*.test.ts', 'src/**/*.test.ts'],
          exclude: ['tests/**/*.int.test.ts', 'tests/**/e2e/**'],
          // `npm test` builds the site for the e2e tests meanwhile (scripts/test.sh): a test that
          // imports the whole config can take several seconds on a busy core.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'int',
          include: ['tests/**/*.int.test.ts'],
          // One Payload instance per file; two files at a time, each worker on its own PostgreSQL
          // database and upload folders (tests/helpers/int-worker.ts).
          setupFiles: ['tests/helpers/int-worker.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
})
