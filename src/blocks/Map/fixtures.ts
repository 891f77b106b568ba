import type { MapBlock } from '@/payload-types'

import type { BlockFixture } from '@/lib/block-kit/fixture-types'

/** The seeded offices' places (src/seed/data/site.ts: 37 Chavchavadze Ave, 12 Rustaveli St). */
export const OFFICE_PLACES = {
  tbilisi: { lat: 41.70963, lng: 44.76398 },
  batumi: { lat: 41.64873, lng: 41.63796 },
} as const

export const fixtures: BlockFixture<MapBlock>[] = [
  {
    name: 'One office with its marker',
    build: ({ l }) => ({
      heading: l('ჩვენი ოფისი თბილისში', 'Our office in Tbilisi'),
      mapType: 'basic',
      addressType: 'coordinates',
      address: l('ჭავჭავაძის გამზ. 37, თბილისი', '37 Chavchavadze Ave, Tbilisi'),
      lat: OFFICE_PLACES.tbilisi.lat,
      lng: OFFICE_PLACES.tbilisi.lng,
      zoom: 15,
      marker: {
        title: l('სახლი — თბილისის ოფისი', 'Sakhli, Tbilisi office'),
        content: l('ორშ–პარ, 10:00–19:00', 'Mon–Fri, 10:00–19:00'),
      },
    }),
  },
  {
    name: 'Both offices as markers',
    build: ({ l }) => ({
      heading: l('ოფისები თბილისსა და ბათუმში', 'Offices in Tbilisi and Batumi'),
      mapType: 'marker',
      zoom: 7,
      markers: [
        {
          ...OFFICE_PLACES.tbilisi,
          title: l('თბილისის ოფისი', 'Tbilisi office'),
          content: l('ჭავჭავაძის გამზ. 37', '37 Chavchavadze Ave'),
        },
        {
          ...OFFICE_PLACES.batumi,
          title: l('ბათუმის ოფისი', 'Batumi office'),
          content: l('რუსთაველის ქ. 12', '12 Rustaveli St'),
          iconColor: '#a84300',
        },
      ],
    }),
  },
  {
    name: 'An area (polygon)',
    build: ({ l }) => ({
      heading: l('ვაკე: სად ვეძებთ ბინებს', 'Vake: where we look for flats'),
      mapType: 'polygon',
      address: l('ვაკე, თბილისი', 'Vake, Tbilisi'),
      lat: 41.7085,
      lng: 44.7605,
      zoom: 14,
      points: [
        { title: '1', lat: 41.7159, lng: 44.7487 },
        { title: '2', lat: 41.7157, lng: 44.7736 },
        { title: '3', lat: 41.7019, lng: 44.7776 },
        { title: '4', lat: 41.7013, lng: 44.7502 },
      ],
    }),
  },
  {
    name: 'A text box on the map (overlay)',
    build: ({ l }) => ({
      heading: l('ბათუმის ოფისი', 'The Batumi office'),
      mapType: 'overlay',
      address: l('რუსთაველის ქ. 12, ბათუმი', '12 Rustaveli St, Batumi'),
      lat: OFFICE_PLACES.batumi.lat,
      lng: OFFICE_PLACES.batumi.lng,
      zoom: 15,
      overlayContent: l(
        'ზღვასთან ახლოს: შეხვედრა ორშაბათიდან შაბათამდე, 10:00–18:00.',
        'Near the sea: meetings Monday to Saturday, 10:00–18:00.',
      ),
    }),
  },
  {
    name: 'A route from the office',
    build: ({ l }) => ({
      heading: l('ოფისიდან ვაკის პარკამდე', 'From the office to Vake Park'),
      mapType: 'routes',
      address: l('ჭავჭავაძის გამზ. 37, თბილისი', '37 Chavchavadze Ave, Tbilisi'),
      lat: OFFICE_PLACES.tbilisi.lat,
      lng: OFFICE_PLACES.tbilisi.lng,
      route: {
        originLat: OFFICE_PLACES.tbilisi.lat,
        originLng: OFFICE_PLACES.tbilisi.lng,
        destinationLat: 41.7047,
        destinationLng: 44.7516,
        travelMode: 'walking',
      },
    }),
  },
]
