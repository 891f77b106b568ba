/**
 * Contact Form 7 compatible contact forms (docs/compatibility.md, "Contact Form 7: …"): what the
 * Payload config and
 * other features use. The app's routes and the block component are in `./app.ts`.
 */
import type { Feature } from '@/features/feature'

import { FormSubmissions } from './collections/FormSubmissions/config'
import { Forms } from './collections/Forms/config'
import { SubmissionFiles } from './collections/SubmissionFiles/config'

export const contactFormsFeature: Feature = {
  name: 'contact-forms',
  collections: [Forms, FormSubmissions, SubmissionFiles],
  // Pages embedding a form are rendered from it; cached pages would keep showing a deleted form,
  // whose posts then go nowhere.
  revalidates: ['forms'],
}

export { ContactFormBlock } from './block/config'
export { seedContactForm, seedContactPage } from './seed'
export { pageBodyCap } from './server/page-body-cap'
