import { notFound } from 'next/navigation'

import { MapComponent } from '@/blocks/Map/Component'
import { blockSite, getPayloadClient } from '@/data/payload'
import { ContactFormComponent } from '@/features/contact-forms/app'
import { PropertyPage, propertyPageMetadata } from '@/features/properties/app'
import { isLocale } from '@/i18n/locales'
import { pagePopupsSlot } from '@/views/PagePopups'

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
  const site = await blockSite()
  return (
    <PropertyPage
      payload={site.payload}
      locale={locale}
      slug={slug}
      draftViewer={site.draftViewer}
      popups={pagePopupsSlot(locale)}
      // The enquiry form is a contact form whose container post is the listing.
      enquiryForm={({ formId, containerPostId }) => (
        <ContactFormComponent
          block={{ blockType: 'contactForm', form: formId }}
          locale={locale}
          site={site}
          index={0}
          pageId={containerPostId}
        />
      )}
      // The listing's place on the map block (issue 29): its marker, address and maps-app link.
      map={({ id, lat, lng, address, title }) => (
        <MapComponent
          block={{
            blockType: 'map',
            id,
            mapType: 'basic',
            lat,
            lng,
            zoom: 15,
            address,
            marker: { title, content: address },
          }}
          locale={locale}
          site={site}
          index={1}
        />
      )}
    />
  )
}
