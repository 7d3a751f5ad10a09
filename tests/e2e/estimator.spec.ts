import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { parse } from 'yaml'
import { computeEstimate, describeCost, describeWeeks } from '../../src/estimate/compute.ts'
import { estimatorSchema } from '../../src/estimate/rates-schema.ts'
import { pageAnswers } from '../support/estimate-answers.ts'
import { waitForHydration } from './support/hydration.ts'
import { exportedLeads, takeAsLongAsAPerson, uniqueEmail } from './support/leads.ts'

const rates = estimatorSchema.parse(
  parse(readFileSync(join(import.meta.dirname, '../../src/content/estimator.yaml'), 'utf8')),
)
const answers = pageAnswers
const label = (list: keyof typeof rates, id: string) =>
  (rates[list] as { id: string; label: string }[]).find((option) => option.id === id)?.label ?? id

async function next(page: Page, name = 'Next') {
  await page.getByRole('button', { name, exact: true }).click()
}

test('one question per screen, by keyboard and pointer, then the estimate in the currency of the country page, sent as a lead', async ({
  page,
}) => {
  await page.goto('/estimate?currency=GBP')
  await waitForHydration(page)
  await takeAsLongAsAPerson(page)
  const form = page.getByRole('form', { name: 'Project estimator' })
  await expect(form.getByText('Question 1 of 7')).toBeVisible()
  await expect(form.getByRole('group', { name: 'Where will people use it?' })).toBeHidden()

  // No answer: the screen says what is missing and stays.
  await next(page)
  await expect(form.getByRole('alert')).toHaveText('Choose what you want to build.')
  await expect(form.getByText('Question 1 of 7')).toBeVisible()

  // Keyboard: a radio's arrow keys choose, Enter answers the screen.
  await form.getByRole('radio', { name: label('projects', 'website') }).focus()
  await page.keyboard.press('ArrowDown')
  await expect(
    form.getByRole('radio', { name: label('projects', 'web-application') }),
  ).toBeChecked()
  await page.keyboard.press('Enter')
  const platforms = form.getByRole('group', { name: 'Where will people use it?' })
  await expect(platforms).toBeVisible()
  await expect(platforms.getByText('Where will people use it?')).toBeFocused()

  for (const id of answers.platforms) await platforms.getByLabel(label('platforms', id)).check()
  await next(page)
  for (const id of answers.features) await form.getByLabel(label('features', id)).check()
  await next(page)
  await form.getByLabel(label('integrations', answers.integrations)).check()
  await next(page)
  // Back keeps what was chosen.
  await page.getByRole('button', { name: 'Back', exact: true }).click()
  await expect(form.getByLabel(label('integrations', answers.integrations))).toBeChecked()
  await next(page)
  await form.getByLabel(label('design', answers.design)).check()
  await next(page)
  await form.getByLabel(label('deadline', answers.deadline)).check()
  await next(page)
  await form.getByLabel(label('engagement', answers.engagement)).check()
  await next(page, 'See my estimate')

  const expected = computeEstimate({ ...answers, currency: 'GBP' }, rates)
  await expect(form.getByRole('heading', { name: 'Your estimate' })).toBeFocused()
  await expect(form.getByLabel('Currency')).toHaveValue('GBP')
  await expect(form.getByText(describeCost(expected.cost))).toBeVisible()
  await expect(form.getByText(describeWeeks(expected.weeks))).toBeVisible()
  for (const assumption of expected.assumptions)
    await expect(form.getByText(assumption)).toBeVisible()

  // Another currency: the same weeks, that currency's rates.
  await form.getByLabel('Currency').selectOption('EUR')
  const inEuros = computeEstimate({ ...answers, currency: 'EUR' }, rates)
  await expect(form.getByText(describeCost(inEuros.cost))).toBeVisible()

  const email = uniqueEmail('estimate')
  await form.getByLabel('Your name').fill('Priya Shah')
  await form.getByLabel('Work e-mail').fill(email)
  await form.getByRole('button', { name: 'Send me this estimate' }).click()
  await expect(page.getByText(/Thank you: we have your answers and this estimate/)).toBeVisible()

  await expect.poll(() => exportedLeads().find((lead) => lead.email === email)).toBeTruthy()
  const lead = exportedLeads().find((entry) => entry.email === email)
  expect(lead).toMatchObject({ kind: 'estimate', ...answers, currency: 'EUR' })
  // The API computed it again from the answers, with the same module and rates.
  expect(lead?.estimate).toMatchObject({ weeks: inEuros.weeks, cost: inEuros.cost })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('every question on one page, a plain form that sends the answers as a lead', async ({
    page,
  }) => {
    await page.goto('/estimate')
    const form = page.getByRole('form', { name: 'Project estimator' })
    for (const question of [
      'What do you want to build?',
      'Where will people use it?',
      'Which of these does it need?',
      'How many other systems does it connect to?',
      'What do you have of the design?',
      'When do you need it?',
      'How would you like to work with us?',
    ]) {
      await expect(form.getByRole('group', { name: question })).toBeVisible()
    }
    await expect(form.getByRole('button', { name: 'Next' })).toHaveCount(0)
    await form.getByLabel(label('projects', answers.project)).check()
    for (const id of answers.platforms) await form.getByLabel(label('platforms', id)).check()
    for (const id of answers.features) await form.getByLabel(label('features', id)).check()
    await form.getByLabel(label('integrations', answers.integrations)).check()
    await form.getByLabel(label('design', answers.design)).check()
    await form.getByLabel(label('deadline', answers.deadline)).check()
    await form.getByLabel(label('engagement', answers.engagement)).check()
    await form.getByLabel('Currency').selectOption('AUD')
    const email = uniqueEmail('estimate-nojs')
    await form.getByLabel('Your name').fill('Tom Reid')
    await form.getByLabel('Work e-mail').fill(email)
    await form.getByRole('button', { name: 'Send me this estimate' }).click()

    await expect(page).toHaveURL(/\/estimate\/sent$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Thank you: we have your answers',
    )
    const lead = exportedLeads().find((entry) => entry.email === email)
    const expected = computeEstimate({ ...answers, currency: 'AUD' }, rates)
    expect(lead).toMatchObject({ kind: 'estimate', ...answers, currency: 'AUD' })
    expect(lead?.estimate).toMatchObject({ weeks: expected.weeks, cost: expected.cost })
  })
})

test('the home hero, every page (footer), every service page, the contact page and country pages lead to the estimator', async ({
  page,
}) => {
  await page.goto('/')
  const hero = page.getByRole('main').locator('section').first()
  await expect(hero.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(hero.getByRole('link', { name: 'Estimate your project' })).toHaveAttribute(
    'href',
    '/estimate',
  )
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: 'Project estimator' }),
  ).toHaveAttribute('href', '/estimate')
  await page.goto('/services/ui-ux-design')
  await expect(page.getByRole('link', { name: 'Estimate the cost' })).toHaveAttribute(
    'href',
    '/estimate',
  )
  await page.goto('/contactus')
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Estimate your project' }),
  ).toHaveAttribute('href', '/estimate')
  await page.goto('/uk/erp-solutions')
  await expect(page.getByRole('link', { name: 'Estimate in GBP' })).toHaveAttribute(
    'href',
    '/estimate?currency=GBP',
  )
})
