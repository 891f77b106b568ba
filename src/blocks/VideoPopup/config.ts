import type { Block, TextFieldSingleValidation } from 'payload'

import { blockSettings } from '@/fields/block-settings'

import { parseVideoUrl } from './video-url'

/** Refused when saved: an address the player could not play (not http(s), or no video id). */
const validateVideoUrl: TextFieldSingleValidation = (value, { siblingData }) => {
  const file = (siblingData as { videoFile?: unknown } | undefined)?.videoFile
  if (!value) return file ? true : 'Give a video address or choose a video file.'
  const source = parseVideoUrl(value)
  if (!source)
    return 'Use a YouTube or Vimeo video’s address, or an https:// address of a video file.'
  // Browsers refuse a plain-http file on an https page (and so does the site's CSP).
  if (source.kind === 'file' && !source.url.startsWith('https:')) {
    return 'A video file’s address must start with https://.'
  }
  return true
}

/** A video pop-up: a poster and a play button; the player loads on request. */
export const VideoPopupBlock: Block = {
  slug: 'videoPopup',
  interfaceName: 'VideoPopupBlock',
  labels: { singular: 'Video pop-up', plural: 'Video pop-ups' },
  fields: [
    { name: 'heading', type: 'text' },
    {
      name: 'title',
      type: 'text',
      required: true,
      admin: { description: 'The video’s name: the pop-up’s title and the play button’s label.' },
    },
    { name: 'poster', type: 'upload', relationTo: 'media', required: true },
    {
      name: 'videoUrl',
      type: 'text',
      validate: validateVideoUrl,
      admin: {
        description:
          'A YouTube (watch, shorts, youtu.be) or Vimeo address, or the https:// address of an .mp4 or .webm file. Leave empty to play the file below.',
      },
    },
    {
      name: 'videoFile',
      type: 'upload',
      relationTo: 'media',
      filterOptions: { mimeType: { like: 'video/' } },
      admin: {
        description: 'Or a video uploaded to Media (.mp4, .webm): used when no address is given.',
      },
    },
    { name: 'caption', type: 'textarea' },
    blockSettings,
  ],
}
