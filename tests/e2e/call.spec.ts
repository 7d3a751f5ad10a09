import { expect, test, type Page } from '@playwright/test'
import { callSlots, wallTimeToUtc } from '../../src/calls/slots.ts'
import { noViolations, violationsInBothThemes } from './support/axe.ts'
import { hours } from './support/call-hours.ts'
import { waitForHydration } from './support/hydration.ts'
import { exportedLeads, takeAsLongAsAPerson, uniqueEmail } from './support/leads.ts'

const callForm = (page: Page) => page.getByRole('form', { name: 'Call request' })

/** The zone's short name in the page's browser, as the picker shows it ("GMT", "GMT+11"). */
const zoneIn = (page: Page, zone: string, instant: string) =>
  page.evaluate(
    ([timeZone, at]) =>
      new Intl.DateTimeFormat('en-GB', { timeZone, timeZoneName: 'short' })
        .formatToParts(new Date(at))
        .find((part) => part.type === 'timeZoneName')?.value,
    [zone, instant] as const,
  )

async function openPicker(page: Page) {
  await page.goto('/call')
  await waitForHydration(page)
  const form = callForm(page)
  // The slots are computed in the browser once the page has hydrated.
  await expect(form.getByRole('group', { name: 'Day' }).getByRole('radio').first()).toBeVisible()
  return form
}

async function fillAbout(page: Page, email: string) {
  const form = callForm(page)
  await form.getByLabel('What to talk about').fill('Moving our warehouse ERP to the cloud by June.')
  await form.getByLabel('Your name').fill('Priya Shah')
  await form.getByLabel('Work e-mail').fill(email)
}

test.describe('a visitor in London, the week British Summer Time starts', () => {
  test.use({ timezoneId: 'Europe/London' })

  test('sees the times in their own zone, GMT before the change and BST after it', async ({
    page,
  }) => {
    // Wednesday 24 March 2027, 15:30 in India: calls from tomorrow on.
    await page.clock.setFixedTime(new Date('2027-03-24T10:00:00Z'))
    const form = await openPicker(page)
    await expect(
      form.getByText('Times are in your time zone: Europe/London (GMT; BST from Mon 29 Mar).'),
    ).toBeVisible()
    const days = form.getByRole('group', { name: 'Day' }).getByRole('radio')
    await expect(days.first()).toHaveAccessibleName('Thu 25 Mar')
    await expect(days.first()).toBeChecked()
    // 14:00 in India is 08:30 in London while the UK is on GMT.
    const thursday = form.getByRole('group', { name: 'Thursday 25 March, GMT' })
    await expect(thursday.getByRole('checkbox', { name: '08:30' })).toHaveValue(
      '2027-03-25T08:30:00.000Z',
    )
    // Friday 26 March is Good Friday, a holiday in call-hours.yaml: the next day is Monday.
    await expect(days.nth(1)).toHaveAccessibleName('Mon 29 Mar')
    await days.nth(1).check()
    const monday = form.getByRole('group', { name: 'Monday 29 March, BST' })
    await expect(monday.getByRole('checkbox', { name: '09:30' })).toHaveValue(
      '2027-03-29T08:30:00.000Z',
    )
    // The same London time is now an hour earlier in UTC: 13:00 in India.
    await expect(monday.getByRole('checkbox', { name: '08:30' })).toHaveValue(
      '2027-03-29T07:30:00.000Z',
    )
  })
})

test.describe('a visitor in Sydney, the week Australian daylight saving ends', () => {
  test.use({ timezoneId: 'Australia/Sydney' })

  test('sees the last Indian slot of a day on their next date, and the hour change', async ({
    page,
  }) => {
    // Wednesday 31 March 2027 in India; daylight saving ends in Sydney on Sunday 4 April.
    await page.clock.setFixedTime(new Date('2027-03-31T10:00:00Z'))
    const form = await openPicker(page)
    const summer = await zoneIn(page, 'Australia/Sydney', '2027-04-01T08:30:00Z')
    const winter = await zoneIn(page, 'Australia/Sydney', '2027-04-05T08:30:00Z')
    expect(summer).not.toBe(winter)
    const days = form.getByRole('group', { name: 'Day' }).getByRole('radio')
    await expect(days.first()).toHaveAccessibleName('Thu 1 Apr')
    // 14:00 in India is 19:30 in Sydney before the change…
    const thursday = form.getByRole('group', { name: `Thursday 1 April, ${summer}` })
    await expect(thursday.getByRole('checkbox', { name: '19:30' })).toHaveValue(
      '2027-04-01T08:30:00.000Z',
    )
    await expect(thursday.getByRole('checkbox', { name: '00:00' })).toHaveCount(0)
    // …and the last Indian slot of Friday (18:30) is Saturday 00:00 in Sydney.
    await form.getByRole('radio', { name: 'Sat 3 Apr' }).check()
    const saturday = form.getByRole('group', { name: `Saturday 3 April, ${summer}` })
    await expect(saturday.getByRole('checkbox')).toHaveCount(1)
    await expect(saturday.getByRole('checkbox', { name: '00:00' })).toHaveValue(
      '2027-04-02T13:00:00.000Z',
    )
    // After the change, 14:00 in India is 18:30 in Sydney.
    await form.getByRole('radio', { name: 'Mon 5 Apr' }).check()
    const monday = form.getByRole('group', { name: `Monday 5 April, ${winter}` })
    await expect(monday.getByRole('checkbox', { name: '18:30' })).toHaveValue(
      '2027-04-05T08:30:00.000Z',
    )
  })
})

test.describe('a visitor in Berlin', () => {
  // Every Indian working hour falls on the same date in Berlin: each day has all its times.
  test.use({ timezoneId: 'Europe/Berlin' })

  test('chooses up to three times by keyboard and pointer, removes one and sends the request', async ({
    page,
  }) => {
    const form = await openPicker(page)
    await takeAsLongAsAPerson(page)

    // Nothing chosen: the summary says so and leads to the picker.
    await form.getByRole('button', { name: 'Request the call' }).click()
    const summary = form.getByRole('heading', { name: 'There is a problem' })
    await expect(summary).toBeVisible()
    await expect(
      form.getByRole('link', { name: 'Choose at least one time for the call.' }),
    ).toBeVisible()

    const times = form.getByRole('checkbox')
    // Keyboard: Space ticks the focused time.
    await times.nth(0).focus()
    await page.keyboard.press('Space')
    await expect(times.nth(0)).toBeChecked()
    await times.nth(2).check()
    // Another day: the first day's choices stay, the chip counts them.
    const days = form.getByRole('group', { name: 'Day' }).getByRole('radio')
    await expect(days.first()).toHaveAccessibleName(/2 chosen$/)
    await days.nth(1).focus()
    await page.keyboard.press('ArrowRight')
    await expect(days.nth(2)).toBeChecked()
    await times.nth(4).check()
    await expect(form.getByRole('heading', { name: 'Your choices (3 of 3)' })).toBeVisible()
    await expect(form.getByText('You have chosen three times, the most we ask for')).toBeVisible()
    await expect(times.nth(5)).toBeDisabled()

    // Remove the second choice: focus moves to the next one's button.
    const removes = form.getByRole('button', { name: /^Remove / })
    await expect(removes).toHaveCount(3)
    await removes.nth(1).click()
    await expect(removes).toHaveCount(2)
    await expect(removes.nth(1)).toBeFocused()
    await expect(times.nth(5)).toBeEnabled()
    const chosen = await form
      .locator('input[type="hidden"][name="slots"]')
      .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))
    expect(chosen).toHaveLength(2)

    const email = uniqueEmail('call')
    await fillAbout(page, email)
    await form.getByRole('button', { name: 'Request the call' }).click()
    await expect(page.getByText(/Thank you: we have your call request/)).toBeVisible()
    await expect(form.getByRole('heading', { name: 'Your choices (0 of 3)' })).toBeVisible()

    await expect.poll(() => exportedLeads().find((lead) => lead.email === email)).toBeTruthy()
    const lead = exportedLeads().find((entry) => entry.email === email)
    expect(lead).toMatchObject({
      kind: 'call',
      slots: [...chosen].sort(),
      timeZone: 'Europe/Berlin',
      topic: 'Moving our warehouse ERP to the cloud by June.',
    })
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('dates and times in the company’s zone, said plainly; one choice sends the request', async ({
    page,
  }) => {
    await page.goto('/call')
    const form = callForm(page)
    await expect(form.getByRole('checkbox')).toHaveCount(0)
    await expect(
      form.getByText(
        'times here are India Standard Time (Asia/Kolkata, UTC+5:30). We take calls Monday to Friday, 10:00–19:00',
      ),
    ).toBeVisible()
    const [, second] = callSlots(new Date(), hours)
    const day = second?.date ?? ''
    const first = form.getByRole('group', { name: 'First choice' })
    await first.getByLabel('Date').fill(day)
    await first.getByLabel('Time').selectOption('11:00')
    const email = uniqueEmail('call-nojs')
    await fillAbout(page, email)
    await form.getByRole('button', { name: 'Request the call' }).click()

    await expect(page).toHaveURL(/\/call\/sent$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Thank you: we have your call request',
    )
    const lead = exportedLeads().find((entry) => entry.email === email)
    expect(lead).toMatchObject({
      kind: 'call',
      slots: [wallTimeToUtc(day, '11:00', hours.timeZone).toISOString()],
      timeZone: hours.timeZone,
    })
  })

  test('a time that has passed is refused with a message naming it', async ({ page }) => {
    await page.goto('/call')
    const form = callForm(page)
    const first = form.getByRole('group', { name: 'First choice' })
    await first.getByLabel('Date').fill('2020-01-06')
    await first.getByLabel('Time').selectOption('11:00')
    await fillAbout(page, uniqueEmail('call-past'))
    await form.getByRole('button', { name: 'Request the call' }).click()

    await expect(
      page.getByRole('heading', { name: 'Your call request was not sent' }),
    ).toBeVisible()
    await expect(page.getByText(/Mon 6 Jan 2020, 11:00 .* has already passed/)).toBeVisible()
    await expect(page.getByRole('link', { name: 'Back to the call request' })).toHaveAttribute(
      'href',
      '/call',
    )
  })
})

// The picker appears after hydration, so the page types' axe pass (accessibility.spec.ts) would
// not see it: checked here with times chosen, the most of them, and a refused submit.
test('has no WCAG 2.2 AA violation with times chosen, in either theme', async ({ page }) => {
  const form = await openPicker(page)
  const times = form.getByRole('checkbox')
  for (const index of [0, 1, 2]) await times.nth(index).check()
  await expect(times.nth(3)).toBeDisabled()
  expect(await violationsInBothThemes(page)).toEqual(noViolations)
  await form.getByLabel('Work e-mail').fill('not an address')
  await form.getByRole('button', { name: 'Request the call' }).click()
  await expect(form.getByRole('heading', { name: 'There is a problem' })).toBeVisible()
  expect(await violationsInBothThemes(page)).toEqual(noViolations)
})

test('the contact page leads to the call request', async ({ page }) => {
  await page.goto('/contactus')
  // The hero's action and the form's introduction both offer it.
  const links = page.getByRole('main').getByRole('link', { name: 'book a call' })
  await expect(links).toHaveCount(2)
  for (const link of await links.all()) await expect(link).toHaveAttribute('href', '/call')
})
