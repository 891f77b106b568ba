/** The event's lesson tabs: the site's one tabs component with the theme's class names. */
import { Tabs } from '@/components/tabs/Tabs.lazy'

export interface Lesson {
  id: string
  title: string
  time?: string | null
  content?: string | null
}

export function LessonTabs({ lessons, label }: { lessons: Lesson[]; label: string }) {
  return (
    <Tabs
      label={label}
      className="event-lessons events_lessons_box"
      classes={{ list: 'event-lesson-tabs', tab: 'event_lesson_tabs', panel: 'event_lesson_info' }}
      items={lessons.map((lesson) => ({
        id: lesson.id,
        tab: (
          <>
            {lesson.time ? <span className="event-lesson-time">{lesson.time}</span> : null}{' '}
            {lesson.title}
          </>
        ),
        panel: lesson.content ? <p>{lesson.content}</p> : null,
      }))}
    />
  )
}
