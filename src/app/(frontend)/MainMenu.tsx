import { RenderBlocks } from '@/blocks/RenderBlocks'
import { blockSite } from '@/data/payload'
import { loadMenu, MenuNav } from '@/features/menus/app'
import { getTranslator } from '@/i18n'
import type { Locale } from '@/i18n/locales'

interface Props {
  locale: Locale
  /** The header's `mainMenu` (an id, or the menu when read deeper). */
  menu: unknown
  /** The page's path when the caller knows it (the header layout in the cached layout does not). */
  currentPath?: string
}

/**
 * The header's main menu: the menu the Header global names, with its mega panels rendered by the
 * block registry. In a signed-in editor's preview, the menu's latest draft.
 */
export async function MainMenu({ locale, menu, currentPath }: Props) {
  const site = await blockSite()
  const viewer = await site.draftViewer()
  const resolved = await loadMenu(site.payload, menu, locale, viewer)
  if (!resolved) return null
  return (
    <MenuNav
      menu={resolved}
      locale={locale}
      label={getTranslator(locale)('mainNav')}
      site={site}
      RenderBlocks={RenderBlocks}
      currentPath={currentPath}
    />
  )
}
