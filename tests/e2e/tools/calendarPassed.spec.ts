// A passed deadline gets actions, at phone width (the first flow again at desktop width, for the
// layout), on a clock fixed at November 25, 2026: the late panel's button sets the calendar to the
// first start that leaves the full notice period (the rules' own date), its link leads to the HRA's
// consultation page, a renewal (whose start is the running plan's) gets the link alone, and the .ics
// carries only the dates still ahead, says so in its description, and the tool says how many it
// leaves out. Words come from content/site/ui.json, counts from numbers.yaml.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import ICAL from 'ical.js';
import { addDays, longDate } from '~/lib/calendarDate';
import { calendarRules, passedCount, planCalendar } from '~/lib/planCalendar';
import { fill } from '~/lib/template';
import { numbers } from '../../support/numbers';
import { products, ui } from '../../support/words';
import { expect, hydrated, test } from '../fixtures';

const words = ui.calendar;
const ICHRA_RULES = '/product/ichra/rules-and-regulations';
const QSEHRA_RULES = '/product/qsehra/rules-and-regulations';
/** Today, by the fake clock: what has passed is measured against it. */
const TODAY_ISO = '2026-11-25';
const TODAY = new Date(`${TODAY_ISO}T12:00:00`);
/** The first start that leaves the full notice period from today. */
const FULL_NOTICE_START = addDays(TODAY_ISO, numbers.plan.noticeDaysBefore);

const tool = (page: Page) => page.locator('.plan-calendar');
const startField = (page: Page) => tool(page).getByLabel(words.start);
const late = (page: Page) => tool(page).locator('.late');
const useLater = (page: Page) => late(page).getByRole('button', { name: fill(words.late.useLater, { later: longDate(FULL_NOTICE_START) }) });
const consult = (page: Page) => late(page).getByRole('link', { name: words.late.consult });
const planKind = (page: Page, kind: keyof typeof words.kinds) => tool(page).getByRole('group', { name: words.kind }).getByRole('radio', { name: words.kinds[kind] });

/** Opens `path`, scrolls to the calendar as a visitor would, and once it has hydrated gives it the plan year's `start`. */
async function startOn(page: Page, path: string, start: string) {
  await page.goto(path);
  await tool(page).scrollIntoViewIfNeeded();
  await hydrated(page, '.plan-calendar');
  await startField(page).fill(start);
}

/** The .ics the download button gives, parsed by an independent parser. */
async function downloaded(page: Page) {
  const [file] = await Promise.all([page.waitForEvent('download'), tool(page).getByRole('button', { name: words.download }).click()]);
  return new ICAL.Component(ICAL.parse(readFileSync((await file.path())!, 'utf8')));
}

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(TODAY);
});

// The width changes the layout, not the dates the calendar computes: every flow runs at the phone's
// width, and the laptop repeats only the first, for its layout (no sideways scrolling).
for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test('a January 1, 2027 ICHRA, its notice passed: the button sets the first start with the full notice, and the late panel goes', async ({ page }) => {
      await startOn(page, ICHRA_RULES, '2027-01-01');
      await expect(late(page)).toBeVisible();
      await expect(consult(page)).toHaveAttribute('href', '/product/ichra/consultation');
      await useLater(page).click();
      await expect(startField(page)).toHaveValue(FULL_NOTICE_START);
      await expect(startField(page)).toBeFocused();
      await expect(tool(page).locator('h3')).toHaveText(fill(words.caption, { product: products.ichra.short, start: longDate(FULL_NOTICE_START) }));
      await expect(late(page)).toHaveCount(0);
      await expect(tool(page).locator('.passed')).toHaveCount(0);
      await expect(page).toHaveURL(new RegExp(`\\?cal-hra=ichra&cal-start=${FULL_NOTICE_START}$`));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    });
  });
}

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a QSEHRA\'s late panel links its own consultation page; a renewal gets the link and no later start', async ({ page }) => {
    await startOn(page, QSEHRA_RULES, '2026-12-01');
    await expect(useLater(page)).toBeVisible();
    await expect(consult(page)).toHaveAttribute('href', '/product/qsehra/consultation');
    await planKind(page, 'renewal').check();
    await expect(late(page).locator('.late-heading')).toHaveText(fill(words.late.renewalHeading, { date: longDate(addDays('2026-12-01', -numbers.plan.noticeDaysBefore)), start: longDate('2026-12-01') }));
    await expect(consult(page)).toBeVisible();
    await expect(late(page).getByRole('button')).toHaveCount(0);
  });

  test('the .ics carries only the dates still ahead, says so, and the tool says how many it leaves out', async ({ page }) => {
    await startOn(page, QSEHRA_RULES, '2026-12-01');
    // September 2, September 18 and October 3, 2026: the notice and the next year's window and notice.
    const count = passedCount(planCalendar('qsehra', '2026-12-01', calendarRules(numbers.plan), TODAY_ISO, numbers.tools.calendarLaterYears));
    expect(count).toBe(3);
    await expect(tool(page).locator('li.passed')).toHaveCount(count);
    const passed = await tool(page).locator('li.passed time').evaluateAll((times) => times.map((t) => t.getAttribute('datetime')!));
    await expect(tool(page).locator('.download .hint')).toContainText(fill(words.downloadAhead, { passed: count }));

    const calendar = await downloaded(page);
    expect(calendar.getFirstPropertyValue('x-wr-caldesc')).toBe(fill(words.fileAhead, { today: longDate(TODAY_ISO) }));
    const events = calendar.getAllSubcomponents('vevent');
    const dates = events.map((e) => (e.getFirstPropertyValue('dtstart') as ICAL.Time).toString());
    const listed = await tool(page).locator('.dates time').evaluateAll((times) => times.map((t) => t.getAttribute('datetime')!));
    expect(dates).toEqual(listed.filter((date) => !passed.includes(date)));
    expect(dates.every((date) => date >= TODAY_ISO)).toBe(true);
    // What the law allows once the notice is late goes with the first date the file carries.
    expect(String(events[0]!.getFirstPropertyValue('description'))).toContain(fill(words.late.heading, { date: longDate(addDays('2026-12-01', -numbers.plan.noticeDaysBefore)) }));
  });

  test('with nothing passed, the file carries every date and the tool adds no line', async ({ page }) => {
    await page.goto(`${ICHRA_RULES}?cal-hra=ichra&cal-start=2028-01-01`);
    await hydrated(page, '.plan-calendar');
    await expect(tool(page).locator('.late')).toHaveCount(0);
    await expect(tool(page).locator('.download .hint')).toHaveText(words.downloadHint);
    const events = (await downloaded(page)).getAllSubcomponents('vevent');
    await expect(tool(page).locator('.dates time')).toHaveCount(events.length);
  });
});
