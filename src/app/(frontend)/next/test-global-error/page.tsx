import { notFound } from 'next/navigation'

export default function TestGlobalErrorPage() {
  notFound()
}
