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
