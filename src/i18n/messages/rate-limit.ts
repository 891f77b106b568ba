/**
 * What a form says when the rate limiter refused it (429 with `Retry-After`): part of the
 * catalogue (ka.ts and en.ts include them) but a module of its own, since every form's small
 * client part needs these few strings, not the whole catalogue.
 */
export const rateLimitMessages = {
  ka: {
    tooManyFromConnection:
      'ამ კავშირიდან ძალიან ბევრი მცდელობა მოვიდა. გთხოვთ, სცადოთ ხელახლა {wait}.',
    tooManyForEmail:
      'ამ ელფოსტის მისამართით ძალიან ბევრი მცდელობა იყო. გთხოვთ, სცადოთ ხელახლა {wait}.',
    waitMinute: '1 წუთში',
    waitMinutes: '{n} წუთში',
    waitHours: '{n} საათში',
    waitLater: 'მოგვიანებით',
  },
  en: {
    tooManyFromConnection: 'Too many attempts came from this connection. Please try again {wait}.',
    tooManyForEmail:
      'Too many attempts were made with this e-mail address. Please try again {wait}.',
    waitMinute: 'in 1 minute',
    waitMinutes: 'in {n} minutes',
    waitHours: 'in {n} hours',
    waitLater: 'later',
  },
} as const
