// What a link or a visitor types, as the tools take it: a message that quotes typed text is not
// turned around by a right-to-left override in it, and a class name is isolated in its verdict; a
// start date a link writes badly never reaches the date field (the browser would warn of its format
// in the console), and a whole date of any year out of the range, five digits included, gets the
// message that names the range; "-0" is zero wherever a count is read.
import type { ConsoleMessage } from '@playwright/test';
import { longDate } from '~/lib/calendarDate';
import { fill } from '~/lib/template';
import { ui } from '../../support/words';
import { expect, hydrated, test } from '../fixtures';

const RLO = '\u202E';

test('a right-to-left override in a link\'s hours is quoted without it, so the message reads as written', async ({ page }) => {
  await page.goto(`/product/ichra/large-business?${new URLSearchParams({ 'fte-mode': 'month', 'fte-hours': `${RLO}elpmaxe` })}`);
  await hydrated(page, '.fte-calculator');
  const hours = page.locator('.fte-calculator .month').getByLabel(ui.fte.each);
  const message = fill(ui.fte.entryProblem, { number: 1, typed: 'elpmaxe', message: ui.count.notNumber });
  await expect(page.locator('.fte-calculator .month .each .error')).toHaveText(message);
  await expect(hours).toHaveAttribute('aria-invalid', 'true');
  expect(await page.locator('.fte-calculator').evaluate((tool) => tool.textContent!.includes('\u202E'))).toBe(false);
  // The refused entry leaves the address with every parameter of the tool.
  await expect(page).toHaveURL('/product/ichra/large-business');
});

test('a class name in a verdict is isolated, so a right-to-left override in it turns nothing after it', async ({ page }) => {
  await page.goto('/product/ichra/employer-calculator');
  const tool = page.locator('.class-size-checker');
  await tool.scrollIntoViewIfNeeded();
  await hydrated(page, '.class-size-checker');
  const first = tool.getByRole('group', { name: fill(ui.classSize.classLegend, { number: 1 }), exact: true });
  await first.getByLabel(ui.classSize.className).fill(`${RLO}Drivers`);
  const verdict = tool.locator('.verdicts .verdict').first();
  await expect(verdict.locator('bdi')).toHaveText(`${RLO}Drivers`);
  // The words after the name are laid out left to right: the size comes before the rest of the verdict.
  const [name, rest] = await verdict.evaluate((span) => {
    const bdi = span.querySelector('bdi')!;
    const after = document.createRange();
    after.setStartAfter(bdi);
    after.setEndAfter(span.lastChild!);
    return [bdi.getBoundingClientRect(), after.getBoundingClientRect()].map((box) => box.left);
  });
  expect(rest).toBeGreaterThan(name!);
});

for (const written of ['2027-1-5', '2027-02-30', '-5']) {
  test(`a link's cal-start of ${written} is refused before it reaches the date field, with no warning`, async ({ page }) => {
    const warnings: ConsoleMessage[] = [];
    page.on('console', (m) => (m.type() === 'warning' || m.type() === 'error') && warnings.push(m));
    await page.goto(`/product/ichra/rules-and-regulations?cal-hra=qsehra&cal-start=${written}`);
    await hydrated(page, '.plan-calendar');
    const start = page.locator('.plan-calendar').getByLabel(ui.calendar.start);
    await expect(start).toHaveAttribute('aria-invalid', 'true');
    await expect(start).toHaveValue('');
    await expect(page.locator('.plan-calendar .date-field .error')).toHaveText(ui.calendar.problems.invalid);
    await expect(page).toHaveURL('/product/ichra/rules-and-regulations');
    expect(warnings.map((m) => m.text())).toEqual([]);
  });
}

test('a five-digit year, typed or from a link, gets the message that names the range', async ({ page }) => {
  await page.goto('/product/ichra/rules-and-regulations?cal-start=20270-03-15');
  await hydrated(page, '.plan-calendar');
  const start = page.locator('.plan-calendar').getByLabel(ui.calendar.start);
  const late = fill(ui.calendar.problems.late, { max: longDate((await start.getAttribute('max'))!) });
  const error = page.locator('.plan-calendar .date-field .error');
  await expect(start).toHaveValue('20270-03-15');
  await expect(error).toHaveText(late);
  const year = (await start.getAttribute('min'))!.slice(0, 4);
  await start.fill(`${year}-03-15`);
  await expect(error).toHaveText('');
  await start.fill('20270-03-15');
  await expect(error).toHaveText(late);
});

test('"-0" is read as 0, never shown as "-0"', async ({ page }) => {
  await page.goto('/product/ichra/large-business');
  const tool = page.locator('.fte-calculator');
  await tool.scrollIntoViewIfNeeded();
  await hydrated(page, '.fte-calculator');
  await tool.getByRole('group', { name: ui.fte.mode }).getByLabel(ui.fte.modeMonth).check();
  const fullTime = tool.locator('.month').getByLabel(ui.fte.fullTime);
  const result = tool.locator('.result');
  await expect(result.locator('.fte-total')).toBeVisible();
  const before = await result.innerText();
  await fullTime.fill('0');
  await expect.poll(() => result.innerText()).not.toBe(before);
  const zero = await result.innerText();
  await fullTime.fill('-0');
  await expect(fullTime).not.toHaveAttribute('aria-invalid');
  await expect.poll(() => result.innerText()).toBe(zero);
  await expect(result).not.toContainText('-0');
  await expect(page).toHaveURL(/fte-full=0&/);
});
