/**
 * A page's popups (issue 29), placed once per page: nothing shows and nothing moves in the first
 * render. The slot is a `hidden` element (no box, out of the accessibility tree) holding each
 * popup's content rendered by the block registry, the settings as JSON
 * (`<script type="application/json">`) and the lazy loader, which starts the runtime once the
 * page is interactive. Nothing at all for a page without popups.
 *
 * The content is a hidden element rather than a `<template>`: React hydrates what a template holds
 * as missing, and the blocks' own client parts (a newsletter form) must hydrate to work in the
 * dialog, which borrows the element while open.
 */
import type { ComponentType } from 'react'

import type { Locale } from '@/i18n/locales'
import type { BlockSite } from '@/lib/block-kit/types'
import type { Page } from '@/payload-types'

import {
  POPUP_CONTENT_ATTRIBUTE,
  POPUPS_PREVIEW_ATTRIBUTE,
  POPUPS_SETTINGS_ATTRIBUTE,
  POPUPS_SLOT_ATTRIBUTE,
  POPUPS_SLOT_ID,
  serializeSlotPopups,
  type SlotPopup,
} from '../runtime/slot-data'
import type { PagePopup } from '../server/for-page'
import { PopupsLoader } from './PopupsLoader.lazy'

/** The block registry's renderer, handed in by the caller: a feature never imports the list. */
export type RenderPopupBlocks = ComponentType<{
  blocks: Page['layout']
  locale: Locale
  site: BlockSite
}>

interface Props {
  /** What `popupsForPage` answered for this page. */
  popups: readonly PagePopup[]
  locale: Locale
  site: BlockSite
  RenderBlocks: RenderPopupBlocks
  /** The page's path (as given to `popupsForPage`): another page starts the runtime anew. */
  path?: string
  /** The slot's id; only a page with two slots needs another. */
  id?: string
  /** An editor's preview page: nothing remembered in the browser, nothing counted. */
  preview?: boolean
}

export function PopupsSlot({
  popups,
  locale,
  site,
  RenderBlocks,
  path = '',
  id = POPUPS_SLOT_ID,
  preview = false,
}: Props) {
  if (!popups.length) return null
  const entries: SlotPopup[] = popups.map(({ id, title, audience, settings }) => ({
    id,
    title,
    audience,
    settings,
  }))
  const slotAttribute = {
    [POPUPS_SLOT_ATTRIBUTE]: '',
    ...(preview ? { [POPUPS_PREVIEW_ATTRIBUTE]: '' } : {}),
  }
  const settingsAttribute = { [POPUPS_SETTINGS_ATTRIBUTE]: '' }
  // An open popup's content is in its dialog, not in the slot: React must never remove it from
  // the slot, so another page or another set of popups replaces the whole slot (its key) rather
  // than its children; the runtime's stop then closes the dialogs and drops their content.
  const key = `${path}|${popups.map((popup) => popup.id).join(',')}`
  return (
    <div key={key} id={id} className="popups-slot" hidden {...slotAttribute}>
      {popups.map((popup) => (
        <div
          key={popup.id}
          className="popup-content"
          {...{ [POPUP_CONTENT_ATTRIBUTE]: String(popup.id) }}
        >
          <RenderBlocks blocks={popup.layout} locale={locale} site={site} />
        </div>
      ))}
      <script
        type="application/json"
        {...settingsAttribute}
        dangerouslySetInnerHTML={{ __html: serializeSlotPopups(entries) }}
      />
      <PopupsLoader slotId={id} locale={locale} />
    </div>
  )
}
