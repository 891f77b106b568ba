/**
 * A countdown: the end date in the HTML (what a visitor without JavaScript reads, and never stale
 * in a cached page), the ticking days, hours, minutes and seconds from a small client part, and
 * the finish title and text once the time is up (already on the server when it was).
 */
import { getTranslator } from '@/i18n'
import { dateFormatter, dateLanguage } from '@/i18n/date-format'
import { SITE_TIME_ZONE } from '@/shared/constants'
import type { CountdownBlock } from '@/payload-types'

import type { BlockProps } from '@/lib/block-kit/types'
import { parseEnd } from './time-left'
import { CountdownTimer } from './Timer.lazy'
import './countdown.css'

export function CountdownComponent({ block, locale }: BlockProps<CountdownBlock>) {
  const end = parseEnd(block.endsAt)
  if (end === null) return null
  const t = getTranslator(locale)
  // Rendered per request or per publish: a cached page may outlive the end, and the client part
  // then shows the finish itself.
  // eslint-disable-next-line react-hooks/purity -- the server's clock at render, on purpose
  const finished = end <= Date.now()
  const when = dateFormatter(dateLanguage(locale), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: SITE_TIME_ZONE,
  }).format(new Date(end))
  return (
    <div className="countdown">
      {block.heading ? <h2>{block.heading}</h2> : null}
      {finished ? (
        <div role="status" className="countdown-finish">
          <p className="countdown-finish-title">{block.finishTitle}</p>
          {block.finishText ? <p>{block.finishText}</p> : null}
        </div>
      ) : (
        <>
          <p className="countdown-until">
            {t('countdownUntil')} <time dateTime={new Date(end).toISOString()}>{when}</time>
          </p>
          <CountdownTimer
            end={end}
            finishTitle={block.finishTitle}
            finishText={block.finishText}
            labels={{
              days: t('countdownDays'),
              hours: t('countdownHours'),
              minutes: t('countdownMinutes'),
              seconds: t('countdownSeconds'),
            }}
          />
        </>
      )}
    </div>
  )
}
