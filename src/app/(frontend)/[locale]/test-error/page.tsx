import { notFound } from 'next/navigation'

import { testErrorsEnabled } from '@/utilities/test-errors'

// Never cached: the error must happen on each visit.
export const dynamic = 'force-dynamic'

/** A page that fails to render, for the e2e test of the locale's error page (error.tsx). */
export default function TestErrorPage() {
  if (!testErrorsEnabled()) notFound()
  throw new Error('Render error thrown on purpose by the e2e tests')
}
