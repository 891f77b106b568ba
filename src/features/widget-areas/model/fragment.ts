/**
 * The markers around a widget area or mega panel in its fragment document, and cutting it out:
 * defined beside the loopback reader that cuts them (`src/utilities/loopback.ts`), named here for
 * the fragment pages and the features. Pure.
 */
export { cutFragment, FRAGMENT_END, FRAGMENT_START } from '@/utilities/loopback'
