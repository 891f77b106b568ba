import type { ReactNode } from 'react'

import { testErrorsEnabled } from '@/utilities/test-errors'

export const dynamic = 'force-dynamic'

/**
 * A root layout that fails, as the site's layout does when the database is unreachable: the e2e
 * test of global-error.tsx. Without the test switch it is a plain empty document with a 404.
 */
export default function TestGlobalErrorLayout({ children }: { children: ReactNode }) {
  if (testErrorsEnabled()) throw new Error('Layout error thrown on purpose by the e2e tests')
  return (
    <html lang="ka">
      <body>{children}</body>
    </html>
  )
}
