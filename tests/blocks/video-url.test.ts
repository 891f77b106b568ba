/** The video pop-up's address rule: YouTube and Vimeo ids, anything else http(s) a file. */
import { describe, expect, it } from 'vitest'

import { VideoPopupBlock } from '@/blocks/VideoPopup/config'
import { videoSourceOf } from '@/blocks/VideoPopup/source'
import { embedUrl, parseVideoUrl, startSeconds, watchUrl } from '@/blocks/VideoPopup/video-url'
import type { Media } from '@/payload-types'

const ID = 'dQw4w9WgXcQ'

describe('video addresses', () => {
  it('finds the YouTube id in watch, short, live, embed and youtu.be links', () => {
    for (const url of [
      `https://www.youtube.com/watch?v=${ID}`,
      `https://youtube.com/watch?v=${ID}&list=PL123&index=2`,
      `http://m.youtube.com/watch?feature=share&v=${ID}`,
      `https://www.youtube.com/shorts/${ID}`,
      `https://youtube.com/shorts/${ID}?si=abc`,
      `https://www.youtube.com/live/${ID}`,
      `https://www.youtube.com/embed/${ID}`,
      `https://www.youtube-nocookie.com/embed/${ID}?rel=0`,
      `https://youtu.be/${ID}`,
      `https://youtu.be/${ID}?si=xyz`,
      `  HTTPS://WWW.YOUTUBE.COM/watch?v=${ID}  `,
    ]) {
      expect(parseVideoUrl(url), url).toEqual({ kind: 'youtube', id: ID, start: null })
    }
    expect(parseVideoUrl(`https://youtu.be/${ID}?t=90`)).toEqual({
      kind: 'youtube',
      id: ID,
      start: 90,
    })
    expect(parseVideoUrl(`https://www.youtube.com/watch?v=${ID}&t=1m5s`)).toMatchObject({
      start: 65,
    })
  })

  it('refuses YouTube pages that name no video, and malformed ids', () => {
    for (const url of [
      'https://www.youtube.com/',
      'https://www.youtube.com/@sakhli',
      'https://www.youtube.com/watch?v=short',
      `https://www.youtube.com/watch?v=${ID}x`,
      'https://www.youtube.com/watch?v=dQw4w9WgX"Q',
      `https://www.youtube.com/playlist?list=PL${ID}`,
      'https://youtu.be/',
    ]) {
      expect(parseVideoUrl(url), url).toBeNull()
    }
    // Only the id is kept: whatever follows it never reaches the player.
    expect(embedUrl(parseVideoUrl(`https://youtu.be/${ID}/x"><script>`)!)).toBe(
      `https://www.youtube-nocookie.com/embed/${ID}?autoplay=1&rel=0`,
    )
  })

  it('finds Vimeo ids, with an unlisted video’s hash', () => {
    expect(parseVideoUrl('https://vimeo.com/76979871')).toEqual({
      kind: 'vimeo',
      id: '76979871',
      hash: null,
      start: null,
    })
    expect(parseVideoUrl('https://vimeo.com/76979871/8272103f6e')).toMatchObject({
      id: '76979871',
      hash: '8272103f6e',
    })
    expect(parseVideoUrl('https://vimeo.com/channels/staffpicks/76979871')).toMatchObject({
      id: '76979871',
    })
    expect(parseVideoUrl('https://player.vimeo.com/video/76979871?h=8272103f6e')).toMatchObject({
      id: '76979871',
      hash: '8272103f6e',
    })
    expect(parseVideoUrl('https://vimeo.com/76979871#t=30s')).toMatchObject({ start: 30 })
    expect(parseVideoUrl('https://vimeo.com/sakhli')).toBeNull()
    expect(parseVideoUrl('https://player.vimeo.com/video/abc')).toBeNull()
  })

  it('takes any other http(s) address as a video file', () => {
    expect(parseVideoUrl('https://sakhli.ge/media/tour.mp4')).toEqual({
      kind: 'file',
      url: 'https://sakhli.ge/media/tour.mp4',
    })
    expect(parseVideoUrl('http://cdn.example/v/tour.webm?x=1')).toEqual({
      kind: 'file',
      url: 'http://cdn.example/v/tour.webm?x=1',
    })
  })

  it('rejects anything that is not an absolute http(s) address', () => {
    for (const value of [
      'javascript:alert(1)',
      ' JaVaScript:alert(1)',
      'data:video/mp4;base64,AAAA',
      'ftp://files.sakhli.ge/tour.mp4',
      'file:///tmp/tour.mp4',
      '/media/tour.mp4',
      'tour.mp4',
      '//youtu.be/' + ID,
      'https://user:pass@youtube.com/watch?v=' + ID,
      'https://sakhli.ge/my tour.mp4',
      'https://sakhli.ge/\ttour.mp4',
      'https://',
      '',
      null,
      undefined,
      42,
    ]) {
      expect(parseVideoUrl(value), String(value)).toBeNull()
    }
  })

  it('reads start times', () => {
    expect(startSeconds('90')).toBe(90)
    expect(startSeconds('90s')).toBe(90)
    expect(startSeconds('1m30s')).toBe(90)
    expect(startSeconds('1h2m3s')).toBe(3723)
    for (const bad of ['', '0', 'abc', '1.5', '-3', null, undefined]) {
      expect(startSeconds(bad), String(bad)).toBeNull()
    }
  })

  it('embeds YouTube without cookies and Vimeo without tracking; links to the video page', () => {
    const yt = parseVideoUrl(`https://youtu.be/${ID}?t=42`)!
    expect(embedUrl(yt)).toBe(
      `https://www.youtube-nocookie.com/embed/${ID}?autoplay=1&rel=0&start=42`,
    )
    expect(watchUrl(yt)).toBe(`https://www.youtube.com/watch?v=${ID}&t=42s`)
    const vimeo = parseVideoUrl('https://vimeo.com/76979871/8272103f6e')!
    expect(embedUrl(vimeo)).toBe(
      'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1&h=8272103f6e',
    )
    expect(watchUrl(vimeo)).toBe('https://vimeo.com/76979871/8272103f6e')
    const file = parseVideoUrl('https://sakhli.ge/tour.mp4')!
    expect(embedUrl(file)).toBe('https://sakhli.ge/tour.mp4')
    expect(watchUrl(file)).toBe('https://sakhli.ge/tour.mp4')
  })
})

describe('the block’s video', () => {
  const file = (mimeType: string) =>
    ({ id: 7, alt: 'tour', url: '/api/media/file/tour.mp4', mimeType }) as Media

  it('is its address when it has one, else its uploaded video file', () => {
    expect(
      videoSourceOf({ videoUrl: `https://youtu.be/${ID}`, videoFile: file('video/mp4') }),
    ).toMatchObject({ kind: 'youtube', id: ID })
    expect(videoSourceOf({ videoUrl: '', videoFile: file('video/mp4') })).toEqual({
      kind: 'file',
      url: '/api/media/file/tour.mp4',
    })
    expect(videoSourceOf({ videoFile: file('image/webp') })).toBeNull()
    expect(videoSourceOf({ videoFile: 7 })).toBeNull()
    expect(videoSourceOf({ videoUrl: 'javascript:alert(1)' })).toBeNull()
    expect(videoSourceOf({})).toBeNull()
  })
})

describe('the block’s address field', () => {
  const field = VideoPopupBlock.fields.find((f) => 'name' in f && f.name === 'videoUrl') as {
    validate: (value: unknown, options: { siblingData: Record<string, unknown> }) => unknown
  }
  const check = (value: unknown, siblingData: Record<string, unknown> = {}) =>
    field.validate(value, { siblingData })

  it('accepts a video and refuses what could not play', () => {
    expect(check(`https://youtu.be/${ID}`)).toBe(true)
    expect(check('https://cdn.sakhli.ge/tour.mp4')).toBe(true)
    expect(check('', { videoFile: 7 })).toBe(true)
    expect(check('')).toMatch(/video address or choose a video file/)
    expect(check('javascript:alert(1)')).toMatch(/YouTube or Vimeo/)
    expect(check('https://www.youtube.com/@sakhli')).toMatch(/YouTube or Vimeo/)
    expect(check('http://cdn.sakhli.ge/tour.mp4')).toMatch(/https:\/\//)
  })
})
