import { notFound } from 'next/navigation'

import { blockSite, getPayloadClient } from '@/data/payload'
import { ProjectPage, projectPageMetadata } from '@/features/portfolio/app'
import { isLocale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: string; slug: string }> }

export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props) {
  const { locale, slug } = await params
  return projectPageMetadata(await getPayloadClient(), locale, slug)
}

export default async function ProjectRoute({ params }: Props) {
  const { locale, slug } = await params
  if (!isLocale(locale)) notFound()
  const site = await blockSite()
  return (
    <ProjectPage
      payload={site.payload}
      locale={locale}
      slug={slug}
      draftViewer={site.draftViewer}
    />
  )
}
