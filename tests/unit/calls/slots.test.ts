import { describe, expect, it } from 'vitest'
import { callHoursSchema, type CallHours } from '../../../src/calls/hours-schema.ts'
import {
  callDays,
  callSlots,
  describeSlot,
  formatSlot,
  slotProblem,
  wallTimeToUtc,
} from '../../../src/calls/slots.ts'
import { formTexts } from '../../../src/i18n/forms/all.ts'

/** The API's English answers (server/routes/call.ts picks the lead's language). */
const english = { messages: formTexts.en.errors.call.slots, tag: 'en-GB' }

const hours: CallHours = callHoursSchema.parse({
  timeZone: 'Asia/Kolkata',
  days: ['mon', 'tue', 'wed', 'thu', 'fri'],
  start: '10:00',
  end: '19:00',
  holidays: [{ date: '2027-03-26', name: 'Good Friday' }],
})

/** 14:00 in Ahmedabad on `date`. */
const twoPm = (date: string) => wallTimeToUtc(date, '14:00', 'Asia/Kolkata')
const clock = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant)

describe('call slots', () => {
  it('offers the next ten business days after today, skipping weekends and holidays', () => {
    // Wednesday 24 March 2027, 11:30 in Ahmedabad.
    const days = callDays(new Date('2027-03-24T06:00:00Z'), hours)
    expect(days).toEqual([
      '2027-03-25',
      // Friday 26 is Good Friday; 27 and 28 are the weekend.
      '2027-03-29',
      '2027-03-30',
      '2027-03-31',
      '2027-04-01',
      '2027-04-02',
      '2027-04-05',
      '2027-04-06',
      '2027-04-07',
      '2027-04-08',
    ])
  })

  it('gives each day 18 half-hour slots from 10:00 to 18:30 company time, as UTC instants', () => {
    const [first] = callSlots(new Date('2027-03-24T06:00:00Z'), hours)
    expect(first?.slots).toHaveLength(18)
    expect(first?.slots[0]?.toISOString()).toBe('2027-03-25T04:30:00.000Z')
    expect(first?.slots.at(-1)?.toISOString()).toBe('2027-03-25T13:00:00.000Z')
  })

  it('shows a London visitor the same slot an hour later across the start of British Summer Time', () => {
    // UK clocks go forward on Sunday 28 March 2027; India has no daylight saving.
    expect(clock(twoPm('2027-03-25'), 'Europe/London')).toBe('08:30')
    expect(clock(twoPm('2027-03-29'), 'Europe/London')).toBe('09:30')
    expect(formatSlot(twoPm('2027-03-25'), 'Europe/London')).toBe('Thu 25 Mar 2027, 08:30 GMT')
    expect(formatSlot(twoPm('2027-03-29'), 'Europe/London')).toBe('Mon 29 Mar 2027, 09:30 BST')
  })

  it('shows a Sydney visitor the same slot an hour earlier across the end of Australian daylight saving', () => {
    // Sydney's clocks go back on Sunday 4 April 2027.
    expect(clock(twoPm('2027-04-02'), 'Australia/Sydney')).toBe('19:30')
    expect(clock(twoPm('2027-04-05'), 'Australia/Sydney')).toBe('18:30')
    // 18:30 in Ahmedabad is past midnight in Sydney: the visitor's date is the next day.
    expect(
      formatSlot(wallTimeToUtc('2027-04-01', '18:30', 'Asia/Kolkata'), 'Australia/Sydney'),
    ).toMatch(/^Fri 2 Apr 2027, 00:00 /)
  })

  it('converts wall times in a zone with daylight saving, on both sides of the change', () => {
    expect(wallTimeToUtc('2027-03-27', '10:00', 'Europe/London').toISOString()).toBe(
      '2027-03-27T10:00:00.000Z',
    )
    expect(wallTimeToUtc('2027-03-29', '10:00', 'Europe/London').toISOString()).toBe(
      '2027-03-29T09:00:00.000Z',
    )
    expect(wallTimeToUtc('2027-04-05', '10:00', 'Australia/Sydney').toISOString()).toBe(
      '2027-04-05T00:00:00.000Z',
    )
  })

  it('describes a slot in both time zones for the desk and the e-mail', () => {
    expect(describeSlot(twoPm('2027-03-29'), 'Asia/Kolkata', 'Europe/London')).toBe(
      'Mon 29 Mar 2027, 14:00 GMT+5:30 (Mon 29 Mar 2027, 09:30 BST, Europe/London)',
    )
    expect(describeSlot(twoPm('2027-03-29'), 'Asia/Kolkata', 'Asia/Kolkata')).toBe(
      'Mon 29 Mar 2027, 14:00 GMT+5:30',
    )
    // Chrome in India reports the zone's older name: the same times, shown once.
    expect(describeSlot(twoPm('2027-03-29'), 'Asia/Kolkata', 'Asia/Calcutta')).toBe(
      'Mon 29 Mar 2027, 14:00 GMT+5:30',
    )
  })

  it.each([
    ['2027-03-24T03:00:00.000Z', 'has already passed'],
    ['2027-03-24T09:00:00.000Z', 'is today'],
    ['2027-03-25T03:00:00.000Z', 'outside our working hours for calls (10:00–19:00 GMT+5:30)'],
    ['2027-03-25T13:30:00.000Z', 'outside our working hours'],
    ['2027-03-26T08:30:00.000Z', 'is a holiday at our office'],
    ['2027-03-27T08:30:00.000Z', 'is not one of our working days'],
    ['2027-04-09T08:30:00.000Z', 'more than 10 business days ahead'],
    ['tomorrow', 'Choose the times from the list.'],
  ])('refuses %s: "%s"', (slot, message) => {
    expect(slotProblem(slot, new Date('2027-03-24T06:00:00Z'), hours, english)).toContain(message)
  })

  it('says what is wrong in the language the form was sent in', () => {
    const now = new Date('2027-03-24T06:00:00Z')
    const korean = { messages: formTexts.ko.errors.call.slots, tag: 'ko-KR' }
    const problem = slotProblem('2027-03-27T08:30:00.000Z', now, hours, korean)
    // The date in Korean, the clock as everywhere, the working days by their Korean names.
    expect(problem).toContain('2027년 3월 27일 토요일 14:00 GMT+5:30')
    expect(problem).toContain('월요일')
    expect(problem).not.toMatch(/[A-Za-z]{4,}/)
    const arabic = { messages: formTexts.ar.errors.call.slots, tag: 'ar-SA' }
    // Latin digits, as the rest of the Arabic pages write them; the clock one left-to-right unit.
    const inArabic = slotProblem('2027-03-27T08:30:00.000Z', now, hours, arabic)
    expect(inArabic).toContain('2027')
    expect(inArabic).toContain('\u206814:00 GMT+5:30\u2069')
  })

  it('accepts every slot it offers', () => {
    const now = new Date('2027-03-24T06:00:00Z')
    for (const { slots } of callSlots(now, hours)) {
      for (const slot of slots) {
        expect(slotProblem(slot.toISOString(), now, hours, english)).toBeUndefined()
      }
    }
  })

  it('names the field of a bad hours file', () => {
    const result = callHoursSchema.safeParse({
      ...hours,
      timeZone: 'India/Ahmedabad',
      end: '10:00',
    })
    expect(result.success).toBe(false)
    const paths = result.error?.issues.map((issue) => issue.path.join('.'))
    expect(paths).toEqual(expect.arrayContaining(['timeZone']))
  })
})
