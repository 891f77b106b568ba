/**
 * The e2e tests' server alone sets SAKHLI_TEST_ERRORS=1 (playwright.config.ts): only then do the
 * routes that throw on purpose exist; anywhere else they are ordinary 404s.
 */
export function testErrorsEnabled(): boolean {
  return process.env.SAKHLI_TEST_ERRORS === '1'
}
