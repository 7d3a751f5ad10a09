import type { Faq } from '../../content/types.ts'
import { FaqList } from './faq-list.tsx'

/** FAQ topics with a table of contents linking to each. */
export function FaqTopics({
  topics,
}: {
  topics: readonly { id: string; topic: string; items: readonly Faq[] }[]
}) {
  return (
    <div className="grid gap-10 lg:grid-cols-[16rem_1fr]">
      <nav aria-label="FAQ topics" className="lg:sticky lg:top-28 lg:self-start">
        <ul className="space-y-2">
          {topics.map((topic) => (
            <li key={topic.id}>
              <a
                href={`#${topic.id}`}
                className="inline-flex min-h-6 text-brand-700 underline-offset-4 hover:underline"
              >
                {topic.topic}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="space-y-10">
        {topics.map((topic) => (
          <section key={topic.id} id={topic.id} aria-labelledby={`${topic.id}-heading`}>
            <h2 id={`${topic.id}-heading`} className="mb-4 text-2xl font-bold text-brand-900">
              {topic.topic}
            </h2>
            <FaqList items={topic.items} />
          </section>
        ))}
      </div>
    </div>
  )
}
