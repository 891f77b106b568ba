/**
 * The popups' own controls (src/features/popups/runtime): the close button and the
 * do-not-show-again button (spec 4), and the dialog's name when a popup has no title. Part of the catalogue (ka.ts and en.ts include them), in a
 * module of its own: the popups' lazy client chunk needs these few, not the whole catalogue.
 */
export const popupsMessages = {
  ka: {
    popupClose: 'დახურვა',
    popupNeverAgain: 'აღარ მაჩვენო',
    popupDialog: 'ამომხტარი ფანჯარა',
  },
  en: {
    popupClose: 'Close',
    popupNeverAgain: "Don't show this again",
    popupDialog: 'Pop-up window',
  },
} as const

export type PopupsLabels = { [K in keyof (typeof popupsMessages)['en']]: string }

/**
 * The editors' preview page of a popup (`/popup-preview/{id}`, src/app): rendered on the server,
 * never part of the popups' client chunk.
 */
export const popupPreviewMessages = {
  ka: {
    popupPreviewTitle: 'გადახედვა: {title}',
    popupPreviewIntro:
      'ასე გამოჩნდება ეს ფანჯარა საიტზე. გადახედვისას ის მაშინვე იხსნება — წესები და გამშვებები აქ არ მოქმედებს — და ნახვები არ ითვლება.',
    popupPreviewOpen: 'ფანჯრის ხელახლა გახსნა',
    popupPreviewLanguage:
      'ეს ფანჯარა ამ ენაზე საიტზე არ გამოჩნდება: ენების ველში ეს ენა არ არის მონიშნული.',
  },
  en: {
    popupPreviewTitle: 'Preview: {title}',
    popupPreviewIntro:
      'This is how the popup looks on the site. In the preview it opens at once (its rules and triggers do not apply here), and nothing is counted.',
    popupPreviewOpen: 'Open the popup again',
    popupPreviewLanguage:
      'This popup does not show on the site in this language: the language is not ticked in its Languages field.',
  },
} as const
