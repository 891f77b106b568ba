/**
 * The error pages' strings, part of the catalogue (ka.ts and en.ts include them) but in a module
 * of their own: the error pages are client components that every page ships, and they need these
 * few strings, not the whole catalogue.
 */
export const errorMessages = {
  ka: {
    errorTitle: 'რაღაც შეცდომა მოხდა',
    errorText: 'გვერდის ჩვენება ვერ მოხერხდა. სცადეთ ხელახლა ცოტა ხანში.',
    errorRetry: 'ხელახლა ცდა',
    errorReference: 'შეცდომის კოდი: {digest}',
    errorHome: 'მთავარ გვერდზე',
  },
  en: {
    errorTitle: 'Something went wrong',
    errorText: 'This page could not be shown. Please try again in a moment.',
    errorRetry: 'Try again',
    errorReference: 'Error reference: {digest}',
    errorHome: 'Home page',
  },
} as const
