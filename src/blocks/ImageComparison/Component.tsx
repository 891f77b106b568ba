/**
 * Before and after, one over the other with a divider at the start position: the divider is a
 * range input (keyboard: arrows, Page Up/Down, Home/End), its small script in CompareStage. The
 * server HTML already has the final picture; without JavaScript the two images stand side by
 * side, each with its label (html:not(.js) in the style sheet).
 */
import { MediaImage } from '@/components/MediaImage'
import { getTranslator } from '@/i18n'
import type { ImageComparisonBlock } from '@/payload-types'

import type { BlockProps } from '@/lib/block-kit/types'

import { CompareStage } from './CompareStage.lazy'
import { comparePosition } from './position'

import './image-comparison.css'

export function ImageComparisonComponent({ block, locale }: BlockProps<ImageComparisonBlock>) {
  const t = getTranslator(locale)
  const before = block.beforeLabel || t('compareBefore')
  const after = block.afterLabel || t('compareAfter')
  const side = (media: ImageComparisonBlock['before'], label: string, which: string) => (
    <div className={`image-compare-side image-compare-${which}`}>
      <MediaImage media={media} size="hero" sizes="(max-width: 1024px) 100vw, 1100px" />
      <span className="image-compare-label">{label}</span>
    </div>
  )
  return (
    <div className="image-compare-block">
      {block.heading ? <h2 className="section-heading">{block.heading}</h2> : null}
      <figure className="image-compare">
        <CompareStage
          start={comparePosition(block.startPosition)}
          label={t('compareSlider', { before, after })}
          labels={[before, after]}
          before={side(block.before, before, 'before')}
          after={side(block.after, after, 'after')}
        />
        {block.caption ? <figcaption>{block.caption}</figcaption> : null}
      </figure>
    </div>
  )
}
