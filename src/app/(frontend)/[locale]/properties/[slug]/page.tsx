import { notFound } from 'next/navigation'

import { getPayloadClient } from '@/data/payload'
import { PropertyPage, propertyPageMetadata } from '@/features/properties/app'
import { isLocale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: string; slug: string }> }

export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props) {
  const { locale, slug } = await params
  return propertyPageMetadata(await getPayloadClient(), locale, slug)
}

export default async function PropertyRoute({ params }: Props) {
  const { locale, slug } = await params
  if (!isLocale(locale)) notFound()
  return <PropertyPage payload={await getPayloadClient()} locale={locale} slug={slug} />
}
