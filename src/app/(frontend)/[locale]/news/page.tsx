import { NewsListing, newsListingMetadata } from '@/views/NewsListing'

type Props = { params: Promise<{ locale: string }> }

export const generateMetadata = ({ params }: Props) => newsListingMetadata('all', params)

export default function NewsPage({ params }: Props) {
  return <NewsListing kind="all" params={params} />
}
