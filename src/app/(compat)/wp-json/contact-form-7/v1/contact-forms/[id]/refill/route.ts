export const dynamic = 'force-dynamic'
export { refillRoute as GET } from '@/features/contact-forms/app'
