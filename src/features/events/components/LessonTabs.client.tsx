'use client'

/**
 * The lesson tabs (WAI-ARIA tabs pattern, automatic activation): ArrowLeft/ArrowRight move
 * between tabs (wrapping), Home/End jump, the URL hash (`#lesson-2`) opens its tab, and each
 * panel keeps its id so links to it work. Without JavaScript every panel shows, one after another.
 */
import { useEffect, useRef, useState } from 'react'

import { useHydrated, useLocationHash } from './use-hydrated'

export interface Lesson {
  id: string
  title: string
  time?: string | null
  content?: string | null
}

export function LessonTabs({ lessons, label }: { lessons: Lesson[]; label: string }) {
  const enhanced = useHydrated()
  const hash = useLocationHash()
  // A tab chosen on the page wins until the hash changes again (a link to another lesson).
  const [chosen, setChosen] = useState<number | null>(null)
  const tabs = useRef<(HTMLButtonElement | null)[]>([])
  const fromHash = lessons.findIndex((l) => `#${l.id}` === hash)
  const active = chosen ?? (fromHash >= 0 ? fromHash : 0)

  useEffect(() => {
    const forget = () => setChosen(null)
    window.addEventListener('hashchange', forget)
    return () => window.removeEventListener('hashchange', forget)
  }, [])

  const select = (index: number) => {
    const next = (index + lessons.length) % lessons.length
    setChosen(next)
    tabs.current[next]?.focus()
    history.replaceState(null, '', `#${lessons[next]!.id}`)
  }

  if (!enhanced) {
    return (
      <div className="event-lessons">
        {lessons.map((lesson) => (
          <section key={lesson.id} id={lesson.id} className="event-lesson-panel">
            <h3>
              {lesson.time ? <span className="event-lesson-time">{lesson.time}</span> : null}{' '}
              {lesson.title}
            </h3>
            {lesson.content ? <p>{lesson.content}</p> : null}
          </section>
        ))}
      </div>
    )
  }
  return (
    <div className="event-lessons events_lessons_box">
      <div role="tablist" aria-label={label} className="event-lesson-tabs">
        {lessons.map((lesson, i) => (
          <button
            key={lesson.id}
            ref={(el) => {
              tabs.current[i] = el
            }}
            type="button"
            role="tab"
            id={`${lesson.id}-tab`}
            aria-selected={i === active}
            aria-controls={lesson.id}
            tabIndex={i === active ? 0 : -1}
            className="event_lesson_tabs"
            onClick={() => select(i)}
            onKeyDown={(e) => {
              if (e.key === 'ArrowRight') select(i + 1)
              else if (e.key === 'ArrowLeft') select(i - 1)
              else if (e.key === 'Home') select(0)
              else if (e.key === 'End') select(lessons.length - 1)
              else return
              e.preventDefault()
            }}
          >
            {lesson.time ? <span className="event-lesson-time">{lesson.time}</span> : null}{' '}
            {lesson.title}
          </button>
        ))}
      </div>
      {lessons.map((lesson, i) => (
        <div
          key={lesson.id}
          role="tabpanel"
          id={lesson.id}
          aria-labelledby={`${lesson.id}-tab`}
          hidden={i !== active}
          tabIndex={0}
          className="event_lesson_info"
        >
          {lesson.content ? <p>{lesson.content}</p> : null}
        </div>
      ))}
    </div>
  )
}
