import type { BlockProps } from '@/lib/block-kit/types'
import { issueFormStart } from '@/features/spam'
import { localizePath } from '@/i18n/locales'
import type { NewsletterBlock } from '@/payload-types'

import { newsletterStrings } from '../messages'
import { NewsletterForm } from './NewsletterForm.lazy'
import './newsletter.css'

/** ElementsKit's mail-chimp widget on a page: works with and without JavaScript. */
export function NewsletterComponent({ block, locale, index, pageId }: BlockProps<NewsletterBlock>) {
  const listId = typeof block.list === 'object' ? block.list?.id : block.list
  if (!listId) return null
  const t = newsletterStrings(locale)
  return (
    <div className="ekit-wid-con newsletter-block">
      {block.heading ? <h2>{block.heading}</h2> : null}
      {block.intro ? <p className="newsletter-intro">{block.intro}</p> : null}
      <div className="ekit-mail-chimp">
        <NewsletterForm
          listId={listId}
          locale={locale}
          action={localizePath('/newsletter/subscribe', locale)}
          successMessage={block.successMessage || t.successMessage}
          optInMessage={block.optInMessage || t.optInMessage}
          showName={Boolean(block.showName)}
          showPhone={Boolean(block.showPhone)}
          startToken={issueFormStart()}
          blockRef={pageId && block.id ? `${pageId}:${block.id}` : undefined}
          strings={t}
          // The block's own id: a form in a menu's mega panel shares the page with the page's forms.
          idPrefix={`newsletter-${block.id ?? index}`}
        />
      </div>
    </div>
  )
}
