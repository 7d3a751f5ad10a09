import type { Faq } from '../../content/types.ts'

/** Questions as native disclosures: keyboard and screen-reader ready, and open without JavaScript. */
export function FaqList({ items }: { items: readonly Faq[] }) {
  return (
    <div className="divide-y divide-brand-100 rounded-lg border border-brand-100">
      {items.map((faq) => (
        <details key={faq.question} className="group p-5">
          <summary className="faq-toggle flex min-h-6 cursor-pointer list-none items-start justify-between gap-4 font-semibold text-brand-900 [&::-webkit-details-marker]:hidden">
            <h3>{faq.question}</h3>
          </summary>
          <p className="mt-3 max-w-prose text-ink-muted">{faq.answer}</p>
        </details>
      ))}
    </div>
  )
}
