import { dispatchAjax } from '@/features/ajax'

// Answers depend on the body and carry per-request tokens: never prerendered or cached.
export const dynamic = 'force-dynamic'

export function POST(request: Request): Promise<Response> {
  return dispatchAjax(request)
}

// WordPress accepts actions by GET too (e.g. the select library's `q` queries).
export function GET(request: Request): Promise<Response> {
  return dispatchAjax(request)
}
