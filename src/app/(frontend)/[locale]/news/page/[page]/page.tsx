import { NewsListing, newsListingMetadata } from '@/views/NewsListing'

type Props = { params: Promise<{ locale: string; page: string }> }

export function generateStaticParams() {
  return []
}

export const generateMetadata = ({ params }: Props) => newsListingMetadata('all', params)

export default function NewsPageN({ params }: Props) {
  return <NewsListing kind="all" params={params} />
}
