import { NewsListing, newsListingMetadata } from '@/views/NewsListing'

type Props = { params: Promise<{ locale: string; slug: string }> }

export function generateStaticParams() {
  return []
}

export const generateMetadata = ({ params }: Props) => newsListingMetadata('tag', params)

export default function TermPage({ params }: Props) {
  return <NewsListing kind="tag" params={params} />
}
