/**
 * Back to top: a link to the top of the page (it works without JavaScript, where it always
 * shows). The lazy client part hides it until the page has scrolled past "show after" plus the
 * offset and draws the reading progress on the ring.
 */
import { getTranslator } from '@/i18n'
import type { BackToTopBlock } from '@/payload-types'
import { BACK_TO_TOP_CIRCLE } from '@/shared/constants'

import type { BlockProps } from '@/lib/block-kit/types'
import { BackToTopWatcher } from './BackToTop.lazy'
import './back-to-top.css'

const RADIUS = (BACK_TO_TOP_CIRCLE.size - BACK_TO_TOP_CIRCLE.stroke) / 2
export const RING_LENGTH = 2 * Math.PI * RADIUS

export function BackToTopComponent({ block, locale }: BlockProps<BackToTopBlock>) {
  const t = getTranslator(locale)
  const id = `back-to-top-${block.id ?? 'page'}`
  const { size, stroke } = BACK_TO_TOP_CIRCLE
  return (
    <>
      <a href="#top" id={id} className="back-to-top" aria-label={t('backToTop')}>
        {block.progress !== false ? (
          <svg
            className="back-to-top-ring"
            viewBox={`0 0 ${size} ${size}`}
            aria-hidden="true"
            focusable="false"
          >
            <circle cx={size / 2} cy={size / 2} r={RADIUS} strokeWidth={stroke} className="track" />
            <circle
              cx={size / 2}
              cy={size / 2}
              r={RADIUS}
              strokeWidth={stroke}
              className="progress"
              strokeDasharray={RING_LENGTH}
              strokeDashoffset={RING_LENGTH}
            />
          </svg>
        ) : null}
        {/* Drawn, not typed: the site's fonts have no arrow glyph (font-coverage.test.ts). */}
        <svg
          className="back-to-top-arrow"
          viewBox="0 0 24 24"
          width="24"
          height="24"
          aria-hidden="true"
        >
          <path
            d="M12 19V5M5 12l7-7 7 7"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </a>
      <BackToTopWatcher
        targetId={id}
        threshold={(block.showAfter ?? 400) + (block.offset ?? 0)}
        ringLength={RING_LENGTH}
      />
    </>
  )
}
