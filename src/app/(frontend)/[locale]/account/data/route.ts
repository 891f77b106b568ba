// Per visitor (the session cookie): never cached.
export const dynamic = 'force-dynamic'
export { visitorDataRoute as GET } from '@/features/accounts/app'
