/** What the Next app mounts: the menu's renderer, its loaders, and ElementsKit's mega-panel call. */
import 'server-only'

export { MegaPanelContent, MenuNav, type RenderPanelBlocks } from './components/MenuNav'
export { findMegaPanel, loadMenu, type PanelBlock } from './server/load'
export { megaMenuContent } from './server/megamenu-content'
