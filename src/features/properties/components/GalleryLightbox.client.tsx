'use client'

/**
 * A property's photos at full size. The server renders each thumbnail as a link to its full-size
 * image (so without JavaScript a photo still opens); here a click on one opens a modal
 * `<dialog>` instead: Escape closes it, the arrow keys (and the buttons, and a swipe on a touch
 * screen) go to the previous and next photo, round the ends, the counter reads "2 of 5", the
 * next photos are fetched ahead (preload [0, 2]), the page behind is inert and the focus returns
 * to the thumbnail that opened it; Tab goes round the dialog's buttons. Motion only when the
 * visitor has not asked for less.
 */
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
} from 'react'

import { GALLERY_PRELOAD } from '@/shared/constants'

export interface GalleryPhoto {
  src: string
  alt: string
  width?: number
  height?: number
}

export interface GalleryLabels {
  dialog: string
  /** With `%curr%` and `%total%`. */
  counter: string
  previous: string
  next: string
  close: string
}

/** A swipe shorter than this is a tap (CSS pixels). */
const SWIPE_MIN_PX = 40

export function GalleryLightbox({
  galleryId,
  photos,
  labels,
}: {
  /** The element whose `a[data-gallery-index]` links open the viewer. */
  galleryId: string
  photos: GalleryPhoto[]
  labels: GalleryLabels
}) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLElement | null>(null)
  const swipe = useRef<{ x: number; y: number } | null>(null)
  const [current, setCurrent] = useState(0)
  const total = photos.length

  const go = useCallback(
    (step: number) => setCurrent((i) => (((i + step) % total) + total) % total),
    [total],
  )

  useEffect(() => {
    const gallery = document.getElementById(galleryId)
    if (!gallery) return
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const link = (event.target as Element | null)?.closest<HTMLAnchorElement>(
        'a[data-gallery-index]',
      )
      const dialog = dialogRef.current
      if (!link || !dialog) return
      event.preventDefault()
      opener.current = link
      setCurrent(Number(link.dataset.galleryIndex) || 0)
      dialog.showModal()
      dialog.focus()
    }
    gallery.addEventListener('click', onClick)
    return () => gallery.removeEventListener('click', onClick)
  }, [galleryId])

  // Fetch ahead what the arrows show next: GALLERY_PRELOAD photos before and after.
  useEffect(() => {
    if (!dialogRef.current?.open) return
    const [before, after] = GALLERY_PRELOAD
    for (let step = -before; step <= after; step++) {
      if (step === 0) continue
      const photo = photos[(((current + step) % total) + total) % total]
      if (photo) new Image().src = photo.src
    }
  }, [current, photos, total])

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Tab') {
      // The focus goes round the dialog's buttons; it never leaves for the browser's own UI.
      const buttons = [...event.currentTarget.querySelectorAll<HTMLElement>('button')]
      const first = buttons[0]
      const last = buttons.at(-1)
      const active = document.activeElement
      if (event.shiftKey && (active === first || active === event.currentTarget)) {
        event.preventDefault()
        last?.focus()
      } else if (!event.shiftKey && active === last) {
        event.preventDefault()
        first?.focus()
      }
      return
    }
    if (event.key === 'ArrowLeft') go(-1)
    else if (event.key === 'ArrowRight') go(1)
    else return
    event.preventDefault()
  }

  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') return
    swipe.current = { x: event.clientX, y: event.clientY }
  }
  const onPointerUp = (event: PointerEvent) => {
    const start = swipe.current
    swipe.current = null
    if (!start) return
    const dx = event.clientX - start.x
    const dy = event.clientY - start.y
    if (Math.abs(dx) >= SWIPE_MIN_PX && Math.abs(dx) > Math.abs(dy)) go(dx < 0 ? 1 : -1)
  }

  const photo = photos[current]
  const counter = labels.counter
    .replace('%curr%', String(current + 1))
    .replace('%total%', String(total))
  return (
    <dialog
      ref={dialogRef}
      className="gallery-dialog"
      aria-label={labels.dialog}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      onClose={() => opener.current?.focus()}
      // A click on the backdrop (the dialog box itself, outside its frame) closes it.
      onClick={(event) => {
        if (event.target === event.currentTarget) event.currentTarget.close()
      }}
    >
      <div className="gallery-frame">
        <figure
          className="gallery-figure"
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => (swipe.current = null)}
        >
          {photo ? (
            // eslint-disable-next-line @next/next/no-img-element -- the original upload, full size
            <img
              key={photo.src}
              src={photo.src}
              alt={photo.alt}
              width={photo.width}
              height={photo.height}
              draggable={false}
            />
          ) : null}
          <figcaption>
            <span className="gallery-counter" aria-live="polite">
              {counter}
            </span>
            {photo?.alt ? <span className="gallery-caption">{photo.alt}</span> : null}
          </figcaption>
        </figure>
        {total > 1 ? (
          <>
            <button
              type="button"
              className="gallery-nav gallery-previous"
              aria-label={labels.previous}
              onClick={() => go(-1)}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              className="gallery-nav gallery-next"
              aria-label={labels.next}
              onClick={() => go(1)}
            >
              <span aria-hidden="true">›</span>
            </button>
          </>
        ) : null}
        <button
          type="button"
          className="gallery-close"
          aria-label={labels.close}
          onClick={() => dialogRef.current?.close()}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </dialog>
  )
}
