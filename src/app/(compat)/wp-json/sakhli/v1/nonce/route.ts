// Pages are cached, so browsers ask here for tokens; each answer is fresh and never stored.
export const dynamic = 'force-dynamic'
export { nonceRoute as GET } from '@/features/ajax'
