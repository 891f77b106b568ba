// Answers depend on the body and carry per-request tokens: never prerendered or cached. WordPress
// accepts actions by GET too (e.g. the select library's `q` queries).
export const dynamic = 'force-dynamic'
export { dispatchAjax as POST, dispatchAjax as GET } from '@/features/ajax'
