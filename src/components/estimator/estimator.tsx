import { useEffect, useRef, useState } from 'react'
import type { EstimateAnswers } from '../../estimate/compute.ts'
import { readAnswers, unansweredMessages } from '../../estimate/answers.ts'
import type { EstimatorRates } from '../../estimate/rates-schema.ts'
import { estimateLabels } from '../../forms/field-labels.ts'
import { cx } from '../../lib/cx.ts'
import { ErrorSummary } from '../forms/error-summary.tsx'
import { controlClass, controlProps, Field } from '../forms/field.tsx'
import { CollectionNotice, Honeypot, SubmitButton } from '../forms/form-parts.tsx'
import { useLeadForm } from '../forms/use-lead-form.ts'

type Question = {
  name: keyof Pick<
    EstimateAnswers,
    'project' | 'platforms' | 'features' | 'integrations' | 'design' | 'deadline' | 'engagement'
  >
  list: keyof Pick<
    EstimatorRates,
    'projects' | 'platforms' | 'features' | 'integrations' | 'design' | 'deadline' | 'engagement'
  >
  question: string
  hint?: string
  multiple?: boolean
}

/** The questions, one screen each, in the order a sales call would ask them. */
const questions: readonly Question[] = [
  { name: 'project', list: 'projects', question: 'What do you want to build?' },
  {
    name: 'platforms',
    list: 'platforms',
    question: 'Where will people use it?',
    hint: 'Choose every platform it needs.',
    multiple: true,
  },
  {
    name: 'features',
    list: 'features',
    question: 'Which of these does it need?',
    hint: 'Choose all that apply, or none.',
    multiple: true,
  },
  {
    name: 'integrations',
    list: 'integrations',
    question: 'How many other systems does it connect to?',
    hint: 'Payment providers, accounting, a CRM, your existing databases…',
  },
  { name: 'design', list: 'design', question: 'What do you have of the design?' },
  { name: 'deadline', list: 'deadline', question: 'When do you need it?' },
  { name: 'engagement', list: 'engagement', question: 'How would you like to work with us?' },
]
const resultStep = questions.length

const labels: Record<string, string> = estimateLabels

const answersOf = (form: HTMLFormElement) => readAnswers(new FormData(form))

/**
 * The project estimator: one question per screen, then the estimate with what drives it, and
 * "Send me this estimate". The page renders every question in one plain form that posts to
 * the API, which is what a visitor without JavaScript uses; with JavaScript (`js:` classes,
 * set before the first paint) only the current question shows. The estimate is computed here
 * for display and again by the API, from the same module and rates.
 */
export function Estimator({ rates }: { rates: EstimatorRates }) {
  const form = useRef<HTMLFormElement>(null)
  const [step, setStep] = useState(0)
  const [answers, setAnswers] = useState<EstimateAnswers | undefined>()
  const [stepError, setStepError] = useState<string | undefined>()
  const { errors, sending, summary, onSubmit } = useLeadForm({
    url: '/api/estimate',
    check: (element, startedAt) =>
      import('../../forms/check-estimate.ts').then((m) => m.checkEstimate(element, startedAt)),
    successMessage:
      'Thank you: we have your answers and this estimate. A project lead writes to you within one business day.',
  })

  // The currency of the country page the visitor came from (/estimate?currency=GBP).
  useEffect(() => {
    const code = new URLSearchParams(window.location.search).get('currency')
    const select = form.current?.elements.namedItem('currency')
    if (
      code &&
      select instanceof HTMLSelectElement &&
      rates.currencies.some((c) => c.code === code)
    ) {
      select.value = code
    }
    if (form.current) setAnswers(answersOf(form.current))
  }, [rates])

  // Each new screen is announced: focus moves to its question.
  const firstRender = useRef(true)
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false
      return
    }
    form.current?.querySelector<HTMLElement>(`[data-step="${step}"] [data-heading]`)?.focus()
  }, [step])

  // The computation loads with the first answer, off the page's first load.
  const [estimate, setEstimate] = useState<
    { weeks: string; cost: string; team: number; assumptions: string[] } | undefined
  >()
  useEffect(() => {
    if (!answers || !answers.project) return
    let current = true
    void import('../../estimate/compute.ts').then((m) => {
      if (!current) return
      const usable = Object.keys(m.checkAnswers(answers, rates)).length === 0
      const computed = usable ? m.computeEstimate(answers, rates) : undefined
      setEstimate(
        computed && {
          weeks: m.describeWeeks(computed.weeks),
          cost: m.describeCost(computed.cost),
          team: computed.team,
          assumptions: computed.assumptions,
        },
      )
    })
    return () => {
      current = false
    }
  }, [answers, rates])

  const next = () => {
    if (!form.current) return
    const current = answersOf(form.current)
    const question = questions[step]
    if (question && question.name !== 'features') {
      const answer = current[question.name]
      if (answer.length === 0) return setStepError(unansweredMessages[question.name])
    }
    setStepError(undefined)
    setAnswers(current)
    setStep((value) => Math.min(resultStep, value + 1))
  }
  const back = () => {
    setStepError(undefined)
    setStep((value) => Math.max(0, value - 1))
  }

  return (
    <form
      id="estimator"
      ref={form}
      method="post"
      action="/api/estimate"
      noValidate
      aria-labelledby="estimator-heading"
      className="max-w-3xl space-y-8"
      onChange={() => form.current && setAnswers(answersOf(form.current))}
      onSubmit={(event) => {
        // Enter on a question's screen answers it instead of sending the form from the middle.
        if (step < resultStep) {
          event.preventDefault()
          return next()
        }
        void onSubmit(event)
      }}
    >
      <h2 id="estimator-heading" className="sr-only">
        Project estimator
      </h2>
      <p className="hidden text-sm font-semibold text-brand-700 js:block" aria-live="polite">
        {step < resultStep
          ? `Question ${step + 1} of ${questions.length}`
          : `All ${questions.length} questions answered`}
      </p>
      {/* One segment per question (no inline style: the CSP allows none). */}
      <div aria-hidden="true" className="hidden grid-cols-7 gap-1.5 js:grid">
        {questions.map((question, index) => (
          <div
            key={question.name}
            className={cx(
              'h-1.5 rounded-full transition-colors motion-reduce:transition-none',
              index < step ? 'bg-brand-fill' : 'bg-brand-100',
            )}
          />
        ))}
      </div>
      <ErrorSummary ref={summary} errors={errors} labels={labels} />
      {questions.map((question, index) => (
        <fieldset
          key={question.name}
          data-step={index}
          className={cx('space-y-4', index !== step && 'js:hidden')}
          aria-describedby={question.hint ? `${question.name}-hint` : undefined}
        >
          <legend
            data-heading
            tabIndex={-1}
            className="font-display text-2xl font-bold text-brand-900 outline-none sm:text-3xl"
          >
            <span className="hidden text-brand-700 no-js:inline">{index + 1}. </span>
            {question.question}
          </legend>
          {question.hint ? (
            <p id={`${question.name}-hint`} className="text-ink-muted">
              {question.hint}
            </p>
          ) : null}
          {index === step && stepError ? (
            <p role="alert" className="font-medium text-danger-700">
              {stepError}
            </p>
          ) : null}
          <div className="grid gap-3 sm:grid-cols-2">
            {rates[question.list].map((option) => {
              const id = `${question.name}-${option.id}`
              return (
                // The label's ::after covers the card: all of it answers, the hint describes.
                <div
                  key={option.id}
                  className="relative flex items-start gap-3 rounded-lg border border-brand-100 bg-surface p-4 transition-colors hover:border-brand-600 has-checked:border-brand-600 has-checked:bg-brand-50 motion-reduce:transition-none"
                >
                  <input
                    id={id}
                    type={question.multiple ? 'checkbox' : 'radio'}
                    name={question.name}
                    value={option.id}
                    aria-describedby={option.hint ? `${id}-hint` : undefined}
                    className="relative z-10 mt-1 size-5 shrink-0 accent-brand-700"
                  />
                  <div>
                    <label
                      htmlFor={id}
                      className="block cursor-pointer font-semibold text-ink after:absolute after:inset-0"
                    >
                      {option.label}
                    </label>
                    {option.hint ? (
                      <p id={`${id}-hint`} className="mt-0.5 text-sm text-ink-muted">
                        {option.hint}
                      </p>
                    ) : null}
                  </div>
                </div>
              )
            })}
          </div>
          <StepButtons step={index} onBack={back} onNext={next} />
        </fieldset>
      ))}

      <section
        data-step={resultStep}
        aria-labelledby="estimate-result-heading"
        className={cx('space-y-6', step !== resultStep && 'js:hidden')}
      >
        <h3
          id="estimate-result-heading"
          data-heading
          tabIndex={-1}
          className="font-display text-2xl font-bold text-brand-900 outline-none sm:text-3xl"
        >
          Your estimate
        </h3>
        <Field name="currency" label={estimateLabels.currency}>
          <select {...controlProps('currency', errors)} className={controlClass(false)}>
            {rates.currencies.map((currency) => (
              <option key={currency.code} value={currency.code}>
                {currency.code}: {currency.name}
              </option>
            ))}
          </select>
        </Field>
        <p className="rounded-md bg-surface-muted p-4 js:hidden">
          Send your answers and a project lead e-mails you the estimate, with the assumptions behind
          it, within one business day.
        </p>
        {estimate ? (
          <div className="hidden rounded-xl border border-brand-100 bg-surface p-6 js:block">
            <dl className="grid gap-6 sm:grid-cols-2">
              <div>
                <dt className="text-sm font-semibold text-ink-muted">Cost</dt>
                <dd className="mt-1 font-display text-2xl font-bold text-brand-900 sm:text-3xl">
                  {estimate.cost}
                </dd>
              </div>
              <div>
                <dt className="text-sm font-semibold text-ink-muted">Timeline</dt>
                <dd className="mt-1 font-display text-2xl font-bold text-brand-900 sm:text-3xl">
                  {estimate.weeks}
                </dd>
                <dd className="text-ink-muted">with a team of {estimate.team}</dd>
              </div>
            </dl>
            <h4 className="mt-5 font-semibold text-ink">What it assumes</h4>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-ink-muted">
              {estimate.assumptions.map((assumption) => (
                <li key={assumption}>{assumption}</li>
              ))}
            </ul>
          </div>
        ) : null}
        <h4 className="text-xl font-bold text-brand-900">Send me this estimate</h4>
        <div className="grid gap-6 sm:grid-cols-2">
          <Field name="name" label={estimateLabels.name} error={errors.name}>
            <input
              {...controlProps('name', errors)}
              autoComplete="name"
              className={controlClass(Boolean(errors.name))}
            />
          </Field>
          <Field name="email" label={estimateLabels.email} error={errors.email}>
            <input
              {...controlProps('email', errors)}
              type="email"
              autoComplete="email"
              className={controlClass(Boolean(errors.email))}
            />
          </Field>
        </div>
        <Field name="company" label={estimateLabels.company} optional error={errors.company}>
          <input
            {...controlProps('company', errors)}
            autoComplete="organization"
            className={controlClass(Boolean(errors.company))}
          />
        </Field>
        <Field name="message" label={estimateLabels.message} optional error={errors.message}>
          <textarea
            {...controlProps('message', errors)}
            rows={4}
            className={controlClass(Boolean(errors.message))}
          />
        </Field>
        <Honeypot />
        <div className="space-y-3">
          <CollectionNotice
            section="estimates"
            text="We use these details and your answers only to send you the estimate and discuss it."
          />
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              onClick={back}
              className="hidden min-h-11 items-center rounded-md border border-brand-100 px-5 font-semibold text-brand-800 hover:bg-brand-50 js:inline-flex"
            >
              Back
            </button>
            <SubmitButton sending={sending} label="Send me this estimate" />
          </div>
        </div>
      </section>
    </form>
  )
}

/** Back and Next: with JavaScript only (without it every question is on one page). */
function StepButtons({
  step,
  onBack,
  onNext,
}: {
  step: number
  onBack: () => void
  onNext: () => void
}) {
  return (
    <div className="hidden gap-3 pt-2 js:flex">
      {step > 0 ? (
        <button
          type="button"
          onClick={onBack}
          className="inline-flex min-h-11 items-center rounded-md border border-brand-100 px-5 font-semibold text-brand-800 hover:bg-brand-50"
        >
          Back
        </button>
      ) : null}
      <button
        type="button"
        onClick={onNext}
        className="inline-flex min-h-11 items-center rounded-md bg-brand-fill px-6 font-semibold text-white hover:bg-brand-fill-hover"
      >
        {step === questions.length - 1 ? 'See my estimate' : 'Next'}
      </button>
    </div>
  )
}
