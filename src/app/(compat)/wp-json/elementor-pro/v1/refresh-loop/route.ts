export const dynamic = 'force-dynamic'
export { refreshLoopRoute as POST } from '@/features/loop-grid/app'
