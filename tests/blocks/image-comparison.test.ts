/** The image comparison's server HTML: both images labelled, labels escaped, one slider. */
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'

import { ImageComparisonComponent } from '@/blocks/ImageComparison/Component'
import { comparePosition } from '@/blocks/ImageComparison/position'
import type { ImageComparisonBlock, Media } from '@/payload-types'

// The page loads the stage through next/dynamic; rendered here directly, as its server HTML.
vi.mock('@/blocks/ImageComparison/CompareStage.lazy', async () => ({
  CompareStage: (await import('@/blocks/ImageComparison/CompareStage.client')).CompareStage,
}))

const image = (id: number): Media =>
  ({ id, alt: `photo ${id}`, url: `/media/${id}.webp`, width: 1600, height: 1000 }) as Media

const render = (block: Partial<ImageComparisonBlock>, locale: 'ka' | 'en' = 'en') =>
  renderToStaticMarkup(
    ImageComparisonComponent({
      block: { blockType: 'imageComparison', before: image(1), after: image(2), ...block },
      locale,
      // The block reads nothing: the renderer's Payload is never asked.
      site: { payload: undefined as never, draftViewer: async () => null },
      index: 0,
    }),
  )

describe('image comparison', () => {
  it('starts the divider at a whole percentage between 0 and 100', () => {
    expect(comparePosition(30)).toBe(30)
    expect(comparePosition(33.6)).toBe(34)
    expect(comparePosition(-5)).toBe(0)
    expect(comparePosition(140)).toBe(100)
    for (const bad of [null, undefined, Number.NaN, '40', Infinity]) {
      expect(comparePosition(bad)).toBe(50)
    }
  })

  it('renders both images with their labels, escaped, and a named range input', () => {
    const html = render({
      beforeLabel: '<img src=x onerror=alert(1)>',
      afterLabel: 'After "&" more',
      startPosition: 30,
    })
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;')
    expect(html).not.toContain('<img src=x')
    expect(html).toContain('After &quot;&amp;&quot; more')
    expect(html.match(/<img /g)).toHaveLength(2)
    expect(html).toContain('style="--compare-position:30%"')
    const input = html.match(/<input[^>]*>/g) ?? []
    expect(input).toHaveLength(1)
    expect(input[0]).toContain('type="range"')
    expect(input[0]).toContain('value="30"')
    expect(input[0]).toContain(
      'aria-label="Move the divider between &lt;img src=x onerror=alert(1)&gt; and After &quot;&amp;&quot; more"',
    )
    expect(input[0]).toContain('aria-valuetext="&lt;img src=x onerror=alert(1)&gt; 30%, After')
  })

  it('falls back to the catalogue labels', () => {
    expect(render({}, 'ka')).toContain('>ადრე</span>')
    expect(render({})).toContain('>After</span>')
    expect(render({})).toContain('aria-label="Move the divider between Before and After"')
  })
})
