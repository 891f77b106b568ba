/**
 * The widget area: content kept in `widget-areas` and rendered on the server where a page's
 * `widgetArea` block refers to it; an area cannot hold another area (no rendering loops).
 */
import type { Payload } from 'payload'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { RenderBlocks } from '@/blocks/RenderBlocks'
import { WidgetAreaComponent } from '@/features/widget-areas/app'

import { databaseKinds, startPayload, type TestPayload } from '../helpers/payload'

const current = vi.hoisted(() => ({ payload: undefined as Payload | undefined }))
vi.mock('@/data/payload', () => ({ getPayloadClient: async () => current.payload }))
// What the page hands its blocks: this test's Payload, no draft viewer.
const site = () => ({ payload: current.payload!, draftViewer: async () => null })

const render = async (area: number) =>
  renderToStaticMarkup(
    (await WidgetAreaComponent({
      block: { blockType: 'widgetArea', area },
      locale: 'ka',
      site: site(),
      index: 1,
      RenderBlocks,
    })) ?? null,
  )

describe.each(databaseKinds)('widget areas on %s', (kind) => {
  let t: TestPayload
  let areaId = 0

  beforeAll(async () => {
    t = await startPayload(kind)
    current.payload = t.payload
    const area = await t.payload.create({
      collection: 'widget-areas',
      locale: 'ka',
      data: {
        title: 'გვერდითი ზოლი',
        layout: [
          { blockType: 'hero', heading: 'კონსულტაცია უფასოდ' },
          { blockType: 'cardGrid', cards: [{ title: 'იპოთეკა' }] },
        ],
      },
    })
    areaId = area.id
  }, 120_000)

  afterAll(async () => {
    await t?.cleanup()
  })

  it('renders the area’s blocks in place of the reference', async () => {
    const html = await render(areaId)
    expect(html).toContain(`data-widget-area="${areaId}"`)
    expect(html).toContain('კონსულტაცია უფასოდ')
    expect(html).toContain('იპოთეკა')
    expect(html).toContain('block-cardGrid')
  })

  it('renders nothing for an unknown or invalid area', async () => {
    expect(await render(areaId + 1000)).toBe('')
    expect(await render(-1)).toBe('')
  })

  it('refuses an area inside an area', async () => {
    await expect(
      t.payload.create({
        collection: 'widget-areas',
        data: {
          title: 'loop',
          // @ts-expect-error -- the type already excludes it; the server must refuse it too
          layout: [{ blockType: 'widgetArea', area: areaId }],
        },
      }),
    ).rejects.toThrow()
  })
})
