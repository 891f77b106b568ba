export const dynamic = 'force-dynamic'
export { sendmailRoute as GET } from '@/features/newsletter/app'
