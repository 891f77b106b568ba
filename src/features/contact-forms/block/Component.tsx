import { loadContactForm } from '@/features/contact-forms/server/form-cache'
import { publicFormModel } from '@/features/contact-forms/server/quiz'
import type { ContactFormBlock } from '@/payload-types'
import { unitTagOf } from '@/features/contact-forms/model/feedback'
import { contactFormStrings } from '@/features/contact-forms/messages'
import { issueFormStart } from '@/features/spam'

import type { BlockProps } from '@/lib/block-kit/types'
import { submitContactFormAction } from './actions'
import { ContactForm } from './ContactForm.lazy'
import { RemovedContactForm } from './RemovedContactForm.lazy'

/** A Contact Form 7 form on a page: rendered on the server, posted with or without JavaScript. */
export async function ContactFormComponent({
  block,
  locale,
  site,
  index,
  pageId,
}: BlockProps<ContactFormBlock>) {
  const formId = typeof block.form === 'object' ? block.form?.id : block.form
  if (!formId) return null
  const unitTag = unitTagOf(formId, pageId ?? 0, index + 1)
  const form = await loadContactForm(site.payload, formId, locale)
  if (!form) {
    // Deleted: a page rendered before may still post to it, and must hear that nothing was sent.
    return (
      <RemovedContactForm
        formId={formId}
        unitTag={unitTag}
        locale={locale}
        strings={contactFormStrings(locale)}
        action={submitContactFormAction}
      />
    )
  }
  return (
    <div className="contact-form-block">
      {block.heading ? <h2>{block.heading}</h2> : null}
      {block.intro ? <p className="contact-form-intro">{block.intro}</p> : null}
      <ContactForm
        formId={formId}
        unitTag={unitTag}
        containerPostId={pageId ?? 0}
        locale={locale}
        model={publicFormModel(form.model)}
        strings={contactFormStrings(locale)}
        action={submitContactFormAction}
        startToken={issueFormStart()}
      />
    </div>
  )
}
