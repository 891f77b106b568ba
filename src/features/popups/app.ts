/** What the Next app uses of popups: a page's popups and the slot that hands them to the browser. */
import 'server-only'

export {
  popupForPreview,
  popupsForPage,
  PREVIEW_OPENER_ATTRIBUTE,
  type PagePopup,
  type PopupBlock,
  type PopupsForPageArgs,
} from './server/for-page'
export { PopupsSlot, type RenderPopupBlocks } from './components/PopupsSlot'
export type { PopupPage } from './placement'
