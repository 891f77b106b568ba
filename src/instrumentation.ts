/**
 * Runs once when the server starts: Payload is initialised at once (not on the first visit), so the
 * contact-form mail worker resumes queued and retried mail right after a restart.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  const [{ getPayload }, { default: config }] = await Promise.all([
    import('payload'),
    import('@payload-config'),
  ])
  await getPayload({ config })
}
