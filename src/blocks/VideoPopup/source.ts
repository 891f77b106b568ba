import type { Media } from '@/payload-types'

import { parseVideoUrl, type VideoSource } from './video-url'

/** What the block plays: its address when it has one, else its uploaded file (a video in Media). */
export function videoSourceOf(block: {
  videoUrl?: string | null
  videoFile?: number | Media | null
}): VideoSource | null {
  if (block.videoUrl) return parseVideoUrl(block.videoUrl)
  const file = block.videoFile
  if (file && typeof file === 'object' && file.url && file.mimeType?.startsWith('video/')) {
    return { kind: 'file', url: file.url }
  }
  return null
}
