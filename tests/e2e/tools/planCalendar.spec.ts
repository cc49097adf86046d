// The plan-year deadline calendar on both rules pages and the employer page, driven through its
// labels at phone and desktop widths: the dates for January 1, June 15 and December 1 starts, the
// HRA choice, refused dates, a shared link, the .ics download read back by an independent parser
// (ical.js), input before hydration, JavaScript off, and what it loads and sends.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import ICAL from 'ical.js';
import { currentPlanYear } from '~/lib/planYear';
import { expect, failIslandCode, failed, holdIslandCode, hydrated, test } from '../fixtures';
import { expectOnlyPageViews, reactAtLoad } from './toolChecks';

const ICHRA_RULES = '/product/ichra/rules-and-regulations';
const QSEHRA_RULES = '/product/qsehra/rules-and-regulations';
const EMPLOYER = '/product/ichra/employer-calculator';
const NO_SCRIPT = 'This tool works out its result with JavaScript, which is off or did not load in your browser, so the result shown does not follow your changes.';
const HINT = 'Any day. A plan that starts after January 1 has a short first plan year ending December 31; later plan years follow the calendar year.';

const tool = (page: Page) => page.locator('.plan-calendar');
const startField = (page: Page) => tool(page).getByLabel('Plan start date');
const hra = (page: Page, code: 'ICHRA' | 'QSEHRA') => tool(page).getByRole('group', { name: 'HRA type' }).getByRole('radio', { name: new RegExp(`^${code} `) });
const download = (page: Page) => tool(page).getByRole('button', { name: 'Add these dates to my calendar (.ics)' });

/** The listed dates as [date, what] pairs, in order. */
const listed = (page: Page) =>
  tool(page)
    .locator('.dates li')
    .evaluateAll((items) => items.map((li) => [li.querySelector('time')!.textContent, li.querySelector('.what')!.textContent]));

/** The listed dates as machine-readable dates, in order. */
const listedIso = (page: Page) => tool(page).locator('.dates time').evaluateAll((times) => times.map((t) => t.getAttribute('datetime')));

const JUNE_15_QSEHRA = [
  ['September 18, 2026', 'The 2027 plan year opens for amendment'],
  ['October 3, 2026', 'Notices for the 2027 plan year are due'],
  ['December 31, 2026', 'Your first plan year ends'],
  ['March 16, 2027', 'Last day to submit expenses for the first plan year'],
  ['July 31, 2027', 'PCOR fee due with Form 720'],
];

const JANUARY_1_2028_ICHRA = [
  ['September 18, 2028', 'The 2029 plan year opens for amendment'],
  ['October 3, 2028', 'Notices for the 2029 plan year are due'],
  ['December 31, 2028', 'Your first plan year ends'],
  ['February 28, 2029', 'Information returns due on paper'],
  ['March 16, 2029', 'Last day to submit expenses for the first plan year'],
  ['March 31, 2029', 'Information returns due electronically'],
  ['July 31, 2029', 'PCOR fee due with Form 720'],
];

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const [path, code] of [
    [ICHRA_RULES, 'ICHRA'],
    [QSEHRA_RULES, 'QSEHRA'],
    [EMPLOYER, 'ICHRA'],
  ] as const) {
    test(`${path} shows the dates of a plan starting with the next plan year, for its ${code}`, async ({ page }) => {
      const next = currentPlanYear() + 1;
      await page.goto(path);
      await expect(tool(page).getByRole('heading', { name: 'Your plan-year dates', level: 2 })).toBeVisible();
      await expect(startField(page)).toHaveValue(`${next}-01-01`);
      await expect(hra(page, code)).toBeChecked();
      await expect(tool(page).locator('h3')).toHaveText(`Key dates for your ${code}, starting January 1, ${next}`);
      await expect(tool(page).locator('.dates li').first()).toContainText(`September 18, ${next}The ${next + 1} plan year opens for amendment`);
      await expect(tool(page).locator('.dates li.firstYearEnds')).toContainText(`December 31, ${next}Your first plan year ends`);
      await expect(tool(page).getByText(NO_SCRIPT)).toBeVisible();
      await expect(download(page)).toBeDisabled();
    });
  }
});

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test('the HRA type and start date give their dates, and the URL follows without a reload', async ({ page, api }) => {
      await page.goto(QSEHRA_RULES);
      await expect(startField(page)).toHaveAccessibleDescription(HINT);
      await startField(page).fill('2026-06-15');
      await expect.poll(() => listed(page)).toEqual(JUNE_15_QSEHRA);
      await expect(tool(page).locator('h3')).toHaveText('Key dates for your QSEHRA, starting June 15, 2026');
      await expect(tool(page).locator('.firstYearEnds .rule')).toHaveText(
        'A short first plan year from June 15, 2026: a plan that starts after January 1 ends its first year on December 31, and later plan years follow the calendar year.',
      );
      await expect(page).toHaveURL(/\?cal-hra=qsehra&cal-start=2026-06-15$/);
      await hra(page, 'ICHRA').check();
      await startField(page).fill('2028-01-01');
      await expect.poll(() => listed(page)).toEqual(JANUARY_1_2028_ICHRA);
      await expect(tool(page).locator('.firstYearEnds .rule')).toHaveText('A full plan year from January 1, 2028; later plan years follow the calendar year too.');
      await expect(page).toHaveURL(/\?cal-hra=ichra&cal-start=2028-01-01$/);
      // A plan year that ends after the PCOR cutoff (October 1, 2029) owes no fee.
      await startField(page).fill('2029-01-01');
      await expect(tool(page).locator('.dates .what')).not.toContainText(['PCOR fee due with Form 720']);
      await expect(tool(page).locator('.dates li')).toHaveCount(6);
      await expectOnlyPageViews(api);
    });

    test('a December 1 start marks next year\'s dates that come before it, and IRS deadlines on a weekend their Monday', async ({ page }) => {
      await page.goto(EMPLOYER);
      await startField(page).fill('2026-12-01');
      await expect(tool(page).locator('.dates li').nth(0)).toContainText('September 18, 2026The 2027 plan year opens for amendment');
      await expect(tool(page).locator('.dates .note')).toHaveText([
        'Before your plan starts.',
        'Before your plan starts.',
        'A Sunday, so it is due the next business day: March 1, 2027.',
        'A Saturday, so it is due the next business day: August 2, 2027.',
      ]);
      await expect(tool(page).locator('.amendmentOpens .note, .noticeDue .note')).toHaveCount(2);
      await expect(tool(page).locator('.paperFiling .note, .pcorDue .note')).toHaveCount(2);
      await expect(tool(page).locator('.paperFiling time')).toHaveText('February 28, 2027');
    });

    test('refused dates get their message beside the field, and the last valid dates stay', async ({ page }) => {
      const year = currentPlanYear();
      await page.goto(ICHRA_RULES);
      const field = startField(page);
      await field.fill('2026-06-15');
      await expect(tool(page).locator('h3')).toHaveText('Key dates for your ICHRA, starting June 15, 2026');
      for (const [typed, message] of [
        ['', 'Please enter the plan’s start date.'],
        [`${year + 6}-01-01`, `Please enter a date on or before December 31, ${year + 5}.`],
        [`${year - 4}-12-31`, `Please enter a date on or after January 1, ${year - 3}.`],
      ]) {
        await field.fill(typed!);
        await expect(field).toHaveAccessibleDescription(`${HINT} ${message}`);
        await expect(field).toHaveAttribute('aria-invalid', 'true');
        await expect(tool(page).locator('h3')).toHaveText('Key dates for your ICHRA, starting June 15, 2026');
      }
      // Half a date (a month typed, no day or year) is refused once the field is left.
      await field.fill('');
      await field.focus();
      await page.keyboard.type('12');
      await field.blur();
      await expect(field).toHaveAccessibleDescription(`${HINT} Please enter a full date: month, day and year.`);
      await field.fill('2027-03-01');
      await expect(field).not.toHaveAttribute('aria-invalid');
      await expect(tool(page).locator('h3')).toHaveText('Key dates for your ICHRA, starting March 1, 2027');
      await expect(tool(page)).not.toContainText(/NaN|Invalid Date|undefined/);
    });
  });
}

test('a shared link restores the HRA and the start, and hydrates the calendar at load', async ({ page, baseURL }) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${ICHRA_RULES}?cal-hra=qsehra&cal-start=2026-06-15`);
  await hydrated(page, '.plan-calendar');
  await expect(hra(page, 'QSEHRA')).toBeChecked();
  await expect(startField(page)).toHaveValue('2026-06-15');
  await expect.poll(() => listed(page)).toEqual(JUNE_15_QSEHRA);
  expect(errors).toEqual([]);
  for (const path of [ICHRA_RULES, QSEHRA_RULES]) {
    expect(await reactAtLoad(page, baseURL, path)).toBe(false);
    expect(await reactAtLoad(page, baseURL, `${path}?cal-start=2026-06-15`)).toBe(true);
  }
});

for (const linked of ['abc', '0', '-1', '2.5', '2026-02-30', '']) {
  test(`a shared link with the start "${linked}" is refused with a message, and the default dates stay`, async ({ page }) => {
    const next = currentPlanYear() + 1;
    await page.goto(`${QSEHRA_RULES}?cal-start=${linked}`);
    await hydrated(page, '.plan-calendar');
    await expect(startField(page)).toHaveAccessibleDescription(`${HINT} ${linked === '' ? 'Please enter the plan’s start date.' : 'Please enter a full date: month, day and year.'}`);
    await expect(tool(page).locator('h3')).toHaveText(`Key dates for your QSEHRA, starting January 1, ${next}`);
  });
}

// Far ahead of and behind UTC, so a date computed in local time would land a day off.
for (const timezoneId of ['Pacific/Kiritimati', 'America/Los_Angeles']) {
  test.describe(`in ${timezoneId}`, () => {
    test.use({ timezoneId });

    test('the .ics download holds the listed dates as all-day events that an independent parser reads back', async ({ page, api }) => {
      await page.goto(`${ICHRA_RULES}?cal-hra=ichra&cal-start=2028-01-01`);
      await hydrated(page, '.plan-calendar');
      await expect.poll(() => listed(page)).toEqual(JANUARY_1_2028_ICHRA);
      const [file] = await Promise.all([page.waitForEvent('download'), download(page).click()]);
      expect(file.suggestedFilename()).toBe('ichra-plan-calendar-2028-01-01.ics');
      const text = readFileSync((await file.path())!, 'utf8');
      const calendar = new ICAL.Component(ICAL.parse(text));
      expect(calendar.name).toBe('vcalendar');
      expect(calendar.getFirstPropertyValue('prodid')).toBe('-//Salusion//Salusion plan dates//EN');
      const events = calendar.getAllSubcomponents('vevent');
      const read = events.map((e) => {
        const start = e.getFirstPropertyValue('dtstart') as ICAL.Time;
        return { date: start.toString(), allDay: start.isDate, summary: e.getFirstPropertyValue('summary'), uid: e.getFirstPropertyValue('uid'), stamp: e.getFirstPropertyValue('dtstamp') !== null };
      });
      expect(read.map((e) => e.date)).toEqual(await listedIso(page));
      expect(read.map((e) => e.summary)).toEqual(JANUARY_1_2028_ICHRA.map(([, what]) => `ICHRA: ${what}`));
      expect(read.every((e) => e.allDay && e.stamp)).toBe(true);
      expect(new Set(read.map((e) => e.uid)).size).toBe(read.length);
      expect(read[0]!.uid).toBe('ichra-amendmentOpens-2028-09-18@www.salusion.com');
      expect(events[5]!.getFirstPropertyValue('description')).toBe(
        'Forms 1094-C and 1095-C for 2028, which applicable large employers file on their ICHRA offers. A Saturday, so it is due the next business day: April 2, 2029.',
      );
      await expectOnlyPageViews(api);
    });
  });
}

test('when the calendar writer cannot load, the button says so', async ({ page }) => {
  await page.goto(ICHRA_RULES);
  await page.route('**/_astro/calendarFile.*', (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' }));
  await startField(page).fill('2026-06-15');
  await expect(download(page)).toBeEnabled();
  await download(page).click();
  await expect(tool(page).getByRole('alert')).toHaveText('The calendar file could not be made. Please check your connection and try again.');
});

test('before hydration the radios and the date change at once, and the hydrated calendar lists from what they hold', async ({ page }) => {
  const code = await holdIslandCode(page);
  await page.goto(`${ICHRA_RULES}#your-plan-year-dates`);
  await hra(page, 'QSEHRA').check();
  await startField(page).fill('2026-06-15');
  await expect.poll(() => code.held.length).toBeGreaterThan(0);
  await expect(tool(page).locator('astro-island[ssr]')).toBeAttached();
  code.release();
  await expect.poll(() => listed(page)).toEqual(JUNE_15_QSEHRA);
  await expect(page).toHaveURL(/\?cal-hra=qsehra&cal-start=2026-06-15#your-plan-year-dates$/);
});

test('when its code fails to load, the calendar keeps the visitor\'s date and says its dates do not follow it', async ({ page }) => {
  await failIslandCode(page);
  await page.goto(ICHRA_RULES);
  await startField(page).fill('2026-06-15');
  await failed(page, '.plan-calendar');
  await expect(tool(page).getByText(NO_SCRIPT)).toBeVisible();
  await expect(startField(page)).toHaveValue('2026-06-15');
});
