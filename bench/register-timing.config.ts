/**
 * Runs bench/register-timing.run.ts (a timing script, not a test) with the integration tests'
 * setup: `npx vitest run -c bench/register-timing.config.ts`. Never part of `npm test`.
 */
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import tsconfigPaths from 'vite-tsconfig-paths'
import { defineConfig } from 'vitest/config'

const emptyModule = fileURLToPath(new URL('../tests/helpers/empty-module.ts', import.meta.url))

export default defineConfig({
  plugins: [tsconfigPaths()],
  resolve: { alias: { 'server-only': emptyModule } },
  test: {
    environment: 'node',
    include: ['bench/register-timing.run.ts'],
    env: {
      MEDIA_DIR: path.join(os.tmpdir(), 'sakhli-test-media'),
      FORM_FILES_DIR: path.join(os.tmpdir(), 'sakhli-test-form-files'),
      PAYLOAD_SECRET: 'test-secret',
      RATE_LIMIT_REGISTER: 'off',
      RATE_LIMIT_REGISTER_EMAIL: 'off',
    },
    testTimeout: 900_000,
    hookTimeout: 180_000,
  },
})
