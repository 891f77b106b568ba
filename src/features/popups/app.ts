/** What the Next app uses of popups: a page's popups for the client runtime. */
import 'server-only'

export {
  popupsForPage,
  type PagePopup,
  type PopupBlock,
  type PopupsForPageArgs,
} from './server/for-page'
