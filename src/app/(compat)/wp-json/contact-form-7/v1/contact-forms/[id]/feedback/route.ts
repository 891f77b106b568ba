export const dynamic = 'force-dynamic'
export { feedbackRoute as POST } from '@/features/contact-forms/app'
