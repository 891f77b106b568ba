'use client'

/**
 * The video pop-up's button and player: the player exists only while the dialog is open (no
 * frame, no request to the video host before the visitor asks), so closing it stops the video.
 */
import { useState, type ReactNode } from 'react'

import { PopupDialog } from '@/components/popup-dialog/PopupDialog.client'

import { embedUrl, watchUrl, type VideoSource } from './video-url'

interface Props {
  source: VideoSource
  title: string
  /** The play button's accessible name. */
  playLabel: string
  closeLabel: string
  poster: ReactNode
}

export function VideoPopup({ source, title, playLabel, closeLabel, poster }: Props) {
  const [playing, setPlaying] = useState(false)
  return (
    <PopupDialog
      opener={
        <>
          {poster}
          <span className="video-popup-play" aria-hidden="true" />
        </>
      }
      openerLabel={playLabel}
      openerClassName="video-popup-opener"
      title={title}
      closeLabel={closeLabel}
      className="video-popup-dialog"
      fallbackHref={watchUrl(source)}
      onOpenChange={setPlaying}
    >
      <div className="video-popup-player">
        {playing ? <Player source={source} title={title} /> : null}
      </div>
    </PopupDialog>
  )
}

function Player({ source, title }: { source: VideoSource; title: string }) {
  if (source.kind === 'file') {
    return (
      // The focus goes to the player itself: Space plays and pauses, Escape still closes.
      <video
        src={source.url}
        className="video-popup-media"
        controls
        autoPlay
        playsInline
        data-popup-focus
      />
    )
  }
  // A frame keeps the keyboard for itself, so the focus stays on the close button (Escape works).
  return (
    <iframe
      src={embedUrl(source)}
      title={title}
      className="video-popup-media"
      allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
    />
  )
}
