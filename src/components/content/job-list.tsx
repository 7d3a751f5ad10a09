import { Link } from 'react-router-dom'
import type { JobCard } from '../../content/types.ts'

export function JobList({ items }: { items: readonly JobCard[] }) {
  return (
    <ul className="divide-y divide-brand-100 rounded-lg border border-brand-100">
      {items.map((job) => (
        <li key={job.href} className="relative p-5">
          <h3 className="text-lg font-semibold text-brand-900">
            <Link
              to={job.href}
              className="text-brand-700 underline-offset-4 after:absolute after:inset-0 hover:underline"
            >
              {job.title}
            </Link>
          </h3>
          <p className="mt-1 text-sm text-ink-muted">
            {job.department} · {job.experience} · {job.employmentType} · {job.workplace}, Ahmedabad
          </p>
          <p className="mt-2 text-ink-muted">{job.description}</p>
        </li>
      ))}
    </ul>
  )
}
