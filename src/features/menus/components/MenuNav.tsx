import type { ComponentType, CSSProperties, ReactNode } from 'react'

import { getTranslator } from '@/i18n'
import type { Locale } from '@/i18n/locales'
import type { BlockSite } from '@/lib/block-kit/types'
import type { Page } from '@/payload-types'
import { MENU_SLIDE_MS } from '@/shared/constants'

import { menuStrings } from '../messages'
import { currentPaths } from '../model/current'
import { hasDropdown, type MegaPanel, type MenuEntry, type ResolvedMenu } from '../model/menu'
import type { PanelBlock } from '../server/load'
import { MenuBehaviour } from './MenuBehaviour.client'
import { MenuLink } from './MenuLink.client'
import '../menus.css'

/** The block registry's renderer, handed in by the caller: a feature never imports the list. */
export type RenderPanelBlocks = ComponentType<{
  blocks: Page['layout']
  locale: Locale
  site: BlockSite
}>

interface PanelProps {
  panel: MegaPanel<PanelBlock>
  locale: Locale
  site: BlockSite
  RenderBlocks: RenderPanelBlocks
}

/**
 * A mega panel's content: its blocks side by side. The same markup in the menu and in the answer
 * of ElementsKit's `megamenu_content` call (its fragment page renders this).
 */
export function MegaPanelContent({ panel, locale, site, RenderBlocks }: PanelProps) {
  return <RenderBlocks blocks={panel.blocks} locale={locale} site={site} />
}

interface Props {
  menu: ResolvedMenu<PanelBlock>
  locale: Locale
  /** The navigation landmark's name ("Main menu"). */
  label: string
  site: BlockSite
  RenderBlocks: RenderPanelBlocks
  /** The page's path, when the caller knows it; otherwise the router's. */
  currentPath?: string
  /** Prefix of the element ids (panels), for a page that shows a menu twice. */
  idPrefix?: string
  className?: string
}

/**
 * A menu from the CMS, ready for any header layout: the WAI-ARIA disclosure navigation pattern
 * rendered on the server. Each parent item is its link, a button (with JavaScript) and a
 * `<details>` (its summary is the button without JavaScript) holding the dropdown or the mega
 * panel, which is in the page itself: it works without JavaScript, and ElementsKit's placeholder
 * (`.megamenu-ajax-load[data-id]`) wraps it, so ElementsKit's script replacing it with the
 * `megamenu_content` answer puts back the same content.
 */
export function MenuNav({
  menu,
  locale,
  label,
  site,
  RenderBlocks,
  currentPath,
  idPrefix = 'menu',
  className = 'main-nav',
}: Props) {
  if (!menu.entries.length) return null
  const t = getTranslator(locale)
  const { newTab } = menuStrings(locale)

  const item = (entry: MenuEntry<PanelBlock>): ReactNode => {
    const top = entry.depth === 1
    const parent = hasDropdown(entry)
    const panelId = `${idPrefix}-panel-${entry.itemId ?? entry.key}`
    const classes = [top ? 'menu-item' : 'submenu-item']
    if (entry.itemId) classes.push(`menu-item-${entry.itemId}`)
    if (parent) classes.push('has-dropdown', 'elementskit-dropdown-has')
    if (entry.panel) classes.push('mega-menu', 'elementskit-megamenu-has')
    const toggleText = (
      <span className="visually-hidden">{t('toggleSubmenu', { label: entry.label })}</span>
    )
    return (
      <li key={entry.key} className={classes.join(' ')}>
        <MenuLink
          href={entry.href}
          paths={currentPaths(entry)}
          newTab={entry.newTab}
          className={top ? 'menu-link ekit-menu-nav-link' : 'submenu-link'}
          currentPath={currentPath}
        >
          {top ? entry.label : <span className="submenu-label">{entry.label}</span>}
          {!top && entry.description ? (
            <span className="submenu-description">{entry.description}</span>
          ) : null}
          {entry.newTab ? <span className="visually-hidden"> {newTab}</span> : null}
        </MenuLink>
        {parent ? (
          <>
            <button
              type="button"
              className="submenu-toggle"
              aria-expanded="false"
              aria-controls={panelId}
              data-dropdown-toggle=""
            >
              {toggleText}
              <span aria-hidden="true" className="chevron" />
            </button>
            <details className="submenu-disclosure" data-submenu="">
              <summary className="submenu-summary">
                {toggleText}
                <span aria-hidden="true" className="chevron" />
              </summary>
              {entry.panel ? (
                <div
                  className="submenu mega-panel elementskit-megamenu-panel"
                  id={panelId}
                  data-width={entry.panel.width}
                >
                  <div className="megamenu-ajax-load" data-id={entry.itemId ?? undefined}>
                    <MegaPanelContent
                      panel={entry.panel}
                      locale={locale}
                      site={site}
                      RenderBlocks={RenderBlocks}
                    />
                  </div>
                </div>
              ) : (
                <ul
                  className={`submenu elementskit-dropdown${
                    entry.children.some((c) => c.description) ? ' has-descriptions' : ''
                  }`}
                  id={panelId}
                  role="list"
                >
                  {entry.children.map(item)}
                </ul>
              )}
            </details>
          </>
        ) : null}
      </li>
    )
  }

  // The slide's length reaches the style sheet as a custom property (spec: menu slide 300 ms).
  const style = { '--menu-slide': `${MENU_SLIDE_MS}ms` } as CSSProperties
  return (
    <nav
      aria-label={label}
      className={`${className} elementskit-menu-container`}
      data-menu={menu.id}
      data-dropdowns={menu.opensOn}
      style={style}
    >
      <ul className="menu elementskit-navbar-nav" role="list">
        {menu.entries.map(item)}
      </ul>
      {menu.entries.some(hasDropdown) ? <MenuBehaviour /> : null}
    </nav>
  )
}
