/**
 * `/styleguide`: every block of the registry with its fixtures, so editors see what exists and
 * tests have one place to look. Not indexed, not linked, not in the sitemap.
 */
import type { Metadata } from 'next'

import { pageBlocks } from '@/blocks/configs'
import { blockFixtures } from '@/blocks/fixtures'
import { RenderBlocks } from '@/blocks/RenderBlocks'
import { blockSite } from '@/data/payload'
import { getTranslator } from '@/i18n'
import { localizePath, type Locale } from '@/i18n/locales'
import type { Page } from '@/payload-types'

import './styleguide.css'

type LayoutBlock = NonNullable<Page['layout']>[number]

export function styleguideMetadata(locale: Locale): Metadata {
  return {
    title: getTranslator(locale)('styleguideTitle'),
    robots: { index: false, follow: false },
  }
}

function labelOf(slug: string): string {
  const label = pageBlocks.find((b) => b.slug === slug)?.labels?.singular
  return typeof label === 'string' ? label : slug
}

export async function Styleguide({
  locale,
  search,
}: {
  locale: Locale
  /** The address's query: the loop grid example filters from it, as on any page. */
  search?: URLSearchParams
}) {
  const t = getTranslator(locale)
  const site = await blockSite()
  const { payload } = site
  const l = (ka: string, en: string) => (locale === 'ka' ? ka : en)
  const sections = await Promise.all(
    (Object.keys(blockFixtures) as LayoutBlock['blockType'][]).map(async (slug) => {
      const examples = await Promise.all(
        blockFixtures[slug].map(async (fixture, i) => {
          const built = await fixture.build({ payload, locale, l })
          const block = built
            ? ({ id: `sg-${slug}-${i}`, ...built, blockType: slug } as LayoutBlock)
            : null
          return { name: fixture.name, block }
        }),
      )
      return { slug, label: labelOf(slug), examples }
    }),
  )
  // Every example is rendered on its own but sees the others, as blocks of one page do (a
  // filter example finds the grid example it is bound to).
  const all = sections.flatMap((s) => s.examples.flatMap((e) => (e.block ? [e.block] : [])))
  return (
    <div className="styleguide">
      <div className="container">
        <h1>{t('styleguideTitle')}</h1>
        <p className="lead">{t('styleguideIntro')}</p>
        <nav aria-labelledby="styleguide-contents">
          <h2 id="styleguide-contents">{t('contents')}</h2>
          <ul className="styleguide-toc">
            {sections.map((s) => (
              <li key={s.slug}>
                <a href={`#block-${s.slug}`}>{s.label}</a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      {sections.map((s) => (
        <section
          key={s.slug}
          id={`block-${s.slug}`}
          className="styleguide-block"
          data-block={s.slug}
          aria-labelledby={`block-${s.slug}-title`}
        >
          <div className="container">
            <h2 id={`block-${s.slug}-title`} className="styleguide-block-title">
              {s.label} <code>{s.slug}</code>
            </h2>
          </div>
          {s.examples.map((example) =>
            example.block ? (
              <div key={example.name} className="styleguide-example" data-fixture={example.name}>
                <RenderBlocks
                  blocks={[example.block]}
                  locale={locale}
                  site={site}
                  search={search}
                  path={localizePath('/styleguide', locale)}
                  siblings={all}
                />
              </div>
            ) : null,
          )}
        </section>
      ))}
    </div>
  )
}
