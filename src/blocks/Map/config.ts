import type { ArrayFieldValidation, Block, Condition, Field, TextField } from 'payload'

import { blockSettings } from '@/fields/block-settings'
import { colourField } from '@/fields/colour'
import { rowLabel } from '@/fields/row-label'
import { MAP_DEFAULTS } from '@/shared/constants'

import { MAP_TYPES, MAP_WIDGET_DEFAULTS, TRAVEL_MODES, type MapType } from './map-config'
import { validateMapTheme } from './theme'

/** An admin label in both languages (the admin shows English; the Georgian is for its editors). */
const label = (en: string, ka: string) => ({ en, ka })

/** Shown only for these map types, as the original widget's controls were. */
const forTypes =
  (...types: MapType[]): Condition =>
  (_, siblingData) =>
    types.includes((siblingData as { mapType?: MapType } | undefined)?.mapType ?? 'basic')

/** Shown when the block's (the parent's) map type is one of these: for fields inside a group. */
const blockIs =
  (...types: MapType[]): Condition =>
  (_, __, { blockData }) =>
    types.includes((blockData as { mapType?: MapType } | undefined)?.mapType ?? 'basic')

const TYPE_LABELS: Record<MapType, ReturnType<typeof label>> = {
  basic: label('Basic: one place with its marker', 'ძირითადი: ერთი ადგილი მარკერით'),
  marker: label('Several markers', 'რამდენიმე მარკერი'),
  static: label('Static image', 'სტატიკური სურათი'),
  polyline: label('Polyline: a path through points', 'ტეხილი: გზა წერტილებზე'),
  polygon: label('Polygon: an area', 'მრავალკუთხედი: ტერიტორია'),
  overlay: label('Overlay: a text box on the map', 'ტექსტური ბლოკი რუკაზე'),
  routes: label('Route between two places', 'მარშრუტი ორ ადგილს შორის'),
  panorama: label('Street View panorama', 'ქუჩის ხედის პანორამა'),
}

const latitude = (name: string, defaultValue?: number, required = false): Field => ({
  name,
  type: 'number',
  label: label('Latitude', 'განედი'),
  min: -90,
  max: 90,
  required,
  ...(defaultValue === undefined ? {} : { defaultValue }),
  admin: { width: '50%', step: 0.000001 },
})

const longitude = (name: string, defaultValue?: number, required = false): Field => ({
  name,
  type: 'number',
  label: label('Longitude', 'გრძედი'),
  min: -180,
  max: 180,
  required,
  ...(defaultValue === undefined ? {} : { defaultValue }),
  admin: { width: '50%', step: 0.000001 },
})

/** A marker's own picture (spec: "marker icon (enable flag, url, width, height)"). */
const markerIconFields: Field[] = [
  {
    name: 'iconEnabled',
    type: 'checkbox',
    label: label('Custom marker icon', 'საკუთარი მარკერის ხატულა'),
    defaultValue: false,
  },
  {
    type: 'row',
    admin: { condition: (_, siblingData) => Boolean(siblingData?.iconEnabled) },
    fields: [
      {
        name: 'iconUrl',
        type: 'text',
        label: label('Icon address', 'ხატულის მისამართი'),
        validate: (value: unknown) =>
          !value || (typeof value === 'string' && /^(https:\/\/|\/(?!\/))[^\s"'<>]+$/.test(value))
            ? true
            : 'An https:// address or a path on this site.',
        admin: { width: '40%', description: 'Or upload one beside.' },
      },
      {
        name: 'iconUpload',
        type: 'upload',
        relationTo: 'media',
        label: label('Icon picture', 'ხატულის სურათი'),
        filterOptions: { mimeType: { like: 'image/' } },
        admin: { width: '30%' },
      },
      {
        name: 'iconWidth',
        type: 'number',
        label: label('Width (px)', 'სიგანე (px)'),
        min: 1,
        max: 150,
        defaultValue: MAP_WIDGET_DEFAULTS.markerIconSize,
        admin: { width: '15%' },
      },
      {
        name: 'iconHeight',
        type: 'number',
        label: label('Height (px)', 'სიმაღლე (px)'),
        min: 1,
        max: 150,
        defaultValue: MAP_WIDGET_DEFAULTS.markerIconSize,
        admin: { width: '15%' },
      },
    ],
  },
]

/** A colour of the editor's palette (src/fields/colour.ts), with the original widget's default. */
function colour(name: string, en: string, description: string, defaultValue?: string): Field {
  const field = colourField(name, en, description) as TextField
  return {
    ...field,
    ...(defaultValue ? { defaultValue } : {}),
    admin: { ...field.admin, width: '50%' },
  }
}

/** A polyline needs two points and a polygon three to draw anything. */
const validatePoints: ArrayFieldValidation = (value, { siblingData }) => {
  const type = (siblingData as { mapType?: MapType } | undefined)?.mapType
  const count = Array.isArray(value) ? value.length : typeof value === 'number' ? value : 0
  if (type === 'polyline' && count < 2) return 'A polyline needs at least two points.'
  if (type === 'polygon' && count < 3) return 'A polygon needs at least three points.'
  return true
}

/** ElementsKit's Google Map widget as a page block: spec section 3, "Map widget configuration". */
export const MapBlock: Block = {
  slug: 'map',
  interfaceName: 'MapBlock',
  labels: { singular: label('Map', 'რუკა'), plural: label('Maps', 'რუკები') },
  fields: [
    { name: 'heading', type: 'text', label: label('Heading', 'სათაური') },
    {
      type: 'row',
      fields: [
        {
          name: 'mapType',
          type: 'select',
          label: label('Map type', 'რუკის ტიპი'),
          required: true,
          defaultValue: 'basic',
          options: MAP_TYPES.map((value) => ({ value, label: TYPE_LABELS[value] })),
          admin: {
            width: '50%',
            description:
              'Without a Google Maps key (site settings) routes and panoramas show their address and a maps-app link only.',
          },
        },
        {
          name: 'addressType',
          type: 'radio',
          label: label('Place the marker by', 'მარკერის მდებარეობა'),
          defaultValue: 'coordinates',
          options: [
            { value: 'coordinates', label: label('Coordinates', 'კოორდინატები') },
            { value: 'address', label: label('Address (Google geocoding)', 'მისამართი (Google)') },
          ],
          admin: { width: '50%', layout: 'horizontal', condition: forTypes('basic') },
        },
      ],
    },
    {
      name: 'address',
      type: 'text',
      label: label('Address', 'მისამართი'),
      admin: {
        description:
          'Shown under the map to every visitor (and without JavaScript). With “Address” above, Google finds the place from it.',
      },
    },
    {
      type: 'row',
      fields: [latitude('lat', MAP_DEFAULTS.lat), longitude('lng', MAP_DEFAULTS.lng)],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'zoom',
          type: 'number',
          label: label('Zoom', 'მასშტაბი'),
          min: 1,
          max: 21,
          defaultValue: MAP_DEFAULTS.zoom,
          admin: { width: '50%' },
        },
        {
          name: 'height',
          type: 'number',
          label: label('Height on the page (px)', 'სიმაღლე გვერდზე (px)'),
          min: 150,
          max: 1200,
          defaultValue: MAP_WIDGET_DEFAULTS.height,
          admin: { width: '50%' },
        },
      ],
    },
    {
      name: 'marker',
      type: 'group',
      label: label('Marker', 'მარკერი'),
      admin: { condition: forTypes('basic') },
      fields: [
        { name: 'title', type: 'text', label: label('Title', 'სათაური') },
        { name: 'content', type: 'textarea', label: label('Content', 'შინაარსი') },
        ...markerIconFields,
      ],
    },
    {
      name: 'markers',
      type: 'array',
      label: label('Markers', 'მარკერები'),
      labels: { singular: label('Marker', 'მარკერი'), plural: label('Markers', 'მარკერები') },
      maxRows: 50,
      admin: {
        condition: forTypes('marker', 'polyline', 'routes', 'static'),
        ...rowLabel('Marker', ['title']),
      },
      fields: [
        {
          type: 'row',
          fields: [latitude('lat', undefined, true), longitude('lng', undefined, true)],
        },
        { name: 'title', type: 'text', label: label('Title (tooltip)', 'სათაური (მინიშნება)') },
        { name: 'content', type: 'textarea', label: label('Content', 'შინაარსი') },
        ...markerIconFields,
        colour(
          'iconColor',
          'Marker colour',
          'The pin’s colour (and the static image’s marker); the site’s colour when empty.',
        ),
      ],
    },
    {
      name: 'staticImage',
      type: 'group',
      label: label('Static image size', 'სტატიკური სურათის ზომა'),
      admin: { condition: forTypes('static') },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'width',
              type: 'number',
              label: label('Width (px)', 'სიგანე (px)'),
              min: 1,
              max: 640,
              defaultValue: MAP_WIDGET_DEFAULTS.staticWidth,
              admin: { width: '50%' },
            },
            {
              name: 'height',
              type: 'number',
              label: label('Height (px)', 'სიმაღლე (px)'),
              min: 1,
              max: 640,
              defaultValue: MAP_WIDGET_DEFAULTS.staticHeight,
              admin: { width: '50%' },
            },
          ],
        },
      ],
    },
    {
      name: 'points',
      type: 'array',
      label: label('Points', 'წერტილები'),
      labels: { singular: label('Point', 'წერტილი'), plural: label('Points', 'წერტილები') },
      maxRows: 200,
      validate: validatePoints,
      admin: { condition: forTypes('polyline', 'polygon'), ...rowLabel('Point', ['title']) },
      fields: [
        { name: 'title', type: 'text', label: label('Title', 'სათაური') },
        {
          type: 'row',
          fields: [latitude('lat', undefined, true), longitude('lng', undefined, true)],
        },
      ],
    },
    {
      name: 'stroke',
      type: 'group',
      label: label('Line', 'ხაზი'),
      admin: { condition: forTypes('polyline', 'polygon', 'routes') },
      fields: [
        {
          type: 'row',
          fields: [
            colour('color', 'Colour', 'The line’s colour.', MAP_WIDGET_DEFAULTS.strokeColor),
            {
              name: 'opacity',
              type: 'number',
              label: label('Opacity (0–1)', 'გაუმჭვირვალობა (0–1)'),
              min: 0,
              max: 1,
              defaultValue: MAP_WIDGET_DEFAULTS.strokeOpacity,
              admin: { width: '25%', step: 0.1 },
            },
            {
              name: 'weight',
              type: 'number',
              label: label('Weight (px)', 'სისქე (px)'),
              min: 1,
              max: 10,
              defaultValue: MAP_WIDGET_DEFAULTS.strokeWeight,
              admin: { width: '25%' },
            },
          ],
        },
        {
          type: 'row',
          admin: { condition: blockIs('polygon') },
          fields: [
            colour('fillColor', 'Fill colour', 'The area’s colour.', MAP_WIDGET_DEFAULTS.fillColor),
            {
              name: 'fillOpacity',
              type: 'number',
              label: label('Fill opacity (0–1)', 'შევსების გაუმჭვირვალობა (0–1)'),
              min: 0,
              max: 1,
              defaultValue: MAP_WIDGET_DEFAULTS.fillOpacity,
              admin: { width: '25%', step: 0.1 },
            },
          ],
        },
      ],
    },
    {
      name: 'overlayContent',
      type: 'textarea',
      label: label('Overlay text', 'ტექსტი რუკაზე'),
      admin: { condition: forTypes('overlay'), description: 'Shown in a box at the map’s place.' },
    },
    {
      name: 'route',
      type: 'group',
      label: label('Route', 'მარშრუტი'),
      admin: { condition: forTypes('routes') },
      fields: [
        {
          type: 'row',
          fields: [latitude('originLat'), longitude('originLng')],
        },
        {
          type: 'row',
          fields: [latitude('destinationLat'), longitude('destinationLng')],
        },
        {
          name: 'travelMode',
          type: 'select',
          label: label('Travel mode', 'გადაადგილების საშუალება'),
          defaultValue: MAP_WIDGET_DEFAULTS.travelMode,
          options: TRAVEL_MODES.map((value) => ({
            value,
            label: {
              walking: label('Walking', 'ფეხით'),
              bicycling: label('Bicycling', 'ველოსიპედით'),
              driving: label('Driving', 'მანქანით'),
            }[value],
          })),
        },
      ],
    },
    {
      name: 'panorama',
      type: 'group',
      label: label('Panorama position', 'პანორამის წერტილი'),
      admin: { condition: forTypes('panorama') },
      fields: [
        {
          type: 'row',
          fields: [latitude('lat', MAP_DEFAULTS.lat), longitude('lng', MAP_DEFAULTS.lng)],
        },
      ],
    },
    {
      name: 'theme',
      type: 'code',
      label: label('Theme (Google map styles, JSON)', 'თემა (Google-ის სტილები, JSON)'),
      validate: (value: unknown) => validateMapTheme(value),
      admin: {
        language: 'json',
        condition: (_, siblingData) =>
          !['static', 'panorama'].includes(
            (siblingData as { mapType?: string } | undefined)?.mapType ?? '',
          ),
        description:
          'A JSON array of map styles (Google’s style wizard, Snazzy Maps). Google maps only; empty for the standard look.',
      },
    },
    {
      name: 'controls',
      type: 'group',
      label: label('Controls', 'მართვის ელემენტები'),
      fields: [
        {
          type: 'row',
          fields: (
            [
              ['streetView', label('Street View', 'ქუჩის ხედი')],
              ['mapType', label('Map type', 'რუკის ტიპი')],
              ['zoom', label('Zoom buttons', 'მასშტაბის ღილაკები')],
              ['fullscreen', label('Full screen', 'სრული ეკრანი')],
              ['scrollZoom', label('Zoom with the mouse wheel', 'მასშტაბი თაგვის ბორბლით')],
            ] as const
          ).map(
            ([name, fieldLabel]): Field => ({
              name,
              type: 'checkbox',
              label: fieldLabel,
              defaultValue: true,
              admin: { width: '20%' },
            }),
          ),
        },
      ],
    },
    blockSettings,
  ],
}
