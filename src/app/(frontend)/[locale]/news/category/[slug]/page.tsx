import { NewsListing, newsListingMetadata } from '@/views/NewsListing'

type Props = { params: Promise<{ locale: string; slug: string }> }

export function generateStaticParams() {
  return []
}

export const generateMetadata = ({ params }: Props) => newsListingMetadata('category', params)

export default function TermPage({ params }: Props) {
  return <NewsListing kind="category" params={params} />
}
