import { appContactFormRoutes } from '@/features/forms/app-routes'

export const dynamic = 'force-dynamic'
export const GET = appContactFormRoutes.refill
