/**
 * The lightbox's strings (spec section 8: "Popup plugin: 'The content could not be loaded.' and
 * 'The image could not be loaded.' as links on failure; 'Content not found' for a missing inline
 * target; 'Loading...' while loading"; section 9: "gallery counter '%curr% of %total%'"), part of
 * the catalogue (ka.ts and en.ts include them) in a module of their own: the lightbox's lazy
 * client chunk picks them by the page's language and needs these few, not the whole catalogue.
 */
export const lightboxMessages = {
  ka: {
    lightboxLoading: 'იტვირთება...',
    lightboxContentError: 'შინაარსის ჩატვირთვა ვერ მოხერხდა.',
    lightboxImageError: 'სურათის ჩატვირთვა ვერ მოხერხდა.',
    lightboxNotFound: 'შინაარსი ვერ მოიძებნა',
    lightboxCounter: '%curr% / %total%',
    lightboxPrevious: 'წინა (ისარი მარცხნივ)',
    lightboxNext: 'შემდეგი (ისარი მარჯვნივ)',
    lightboxClose: 'დახურვა (Esc)',
    lightboxDialog: 'ამომხტარი ფანჯარა',
  },
  en: {
    lightboxLoading: 'Loading...',
    lightboxContentError: 'The content could not be loaded.',
    lightboxImageError: 'The image could not be loaded.',
    lightboxNotFound: 'Content not found',
    lightboxCounter: '%curr% of %total%',
    lightboxPrevious: 'Previous (Left arrow key)',
    lightboxNext: 'Next (Right arrow key)',
    lightboxClose: 'Close (Esc)',
    lightboxDialog: 'Pop-up window',
  },
} as const

export type LightboxLabels = { [K in keyof (typeof lightboxMessages)['en']]: string }
