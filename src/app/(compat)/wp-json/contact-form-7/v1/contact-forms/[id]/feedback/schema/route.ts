export const dynamic = 'force-dynamic'
export { schemaRoute as GET } from '@/features/contact-forms/app'
