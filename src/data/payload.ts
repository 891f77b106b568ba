import 'server-only'

import config from '@payload-config'
import { draftMode, headers } from 'next/headers'
import { getPayload } from 'payload'
import { cache } from 'react'

import { draftViewer } from '@/collections/Users/drafts'
import { provideActionPayload } from '@/lib/action-payload'
import type { BlockSite } from '@/lib/block-kit/types'

export const getPayloadClient = () => getPayload({ config })

// Features' server actions are called by Next, not by the app: they ask for this getter.
provideActionPayload(getPayloadClient)

/**
 * The signed-in editor this request shows drafts to, or null. Draft mode (the cookie set by
 * `/next/preview`) is not enough on its own: the request must also carry a session of a user who
 * may read drafts, checked on every request, so drafts are gone once the editor signs out.
 * Headers are read only in draft mode, so public renders stay static and cached.
 */
export const getDraftViewer = cache(async () => {
  try {
    if (!(await draftMode()).isEnabled) return null
    const payload = await getPayloadClient()
    return await draftViewer(payload, await headers())
  } catch {
    return null
  }
})

/** What a page hands the blocks it renders: the Payload instance and the draft viewer. */
export async function blockSite(): Promise<BlockSite> {
  return { payload: await getPayloadClient(), draftViewer: getDraftViewer }
}

/** Draft mode is on only in a signed-in editor's preview; public renders read published content. */
export const isDraftMode = cache(async (): Promise<boolean> => Boolean(await getDraftViewer()))
