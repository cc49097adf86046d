// Groups of part-time employees in the FTE calculator's one month, at 390 px (the first flow again
// at 1280 px, for the layout), by role and label: "15 people × 80 hours" gives exactly the count of
// fifteen 80s typed one by one, groups are added and removed (the focus kept), each person's hours
// are capped on their own, a refused count shows what to fix and leaves the address, an emptied
// group counts nothing, and groups survive Back, a reload and a shared link.
// Words come from content/site/ui.json, figures from the rules in src/lib/fte.ts and numbers.yaml.
import type { Locator, Page } from '@playwright/test';
import { monthResult, shownCount, type MonthCount } from '~/lib/fte';
import { formatNumber } from '~/lib/format';
import { fill } from '~/lib/template';
import { numbers } from '../../support/numbers';
import { ui } from '../../support/words';
import { expect, test } from '../fixtures';
import { openTool } from './toolFooter';

const words = ui.fte;
const { plan } = numbers;
const rules = { fteMonthlyHoursCap: plan.fteMonthlyHoursCap, fullTimeHoursMonth: plan.fullTimeHoursMonth, aleThreshold: plan.aleThreshold, seasonalMonths: plan.seasonalMonths };
const PATH = '/product/ichra/large-business';
const SELECTOR = '.fte-calculator';

const oneMonth = (tool: Locator) => tool.locator('.month');
const groupNamed = (tool: Locator, number: number) => tool.getByRole('group', { name: fill(words.group, { number }), exact: true });
const total = (tool: Locator) => tool.locator('.result .fte-total');

/** The estimate the calculator shows for `month`, as the rules count it. */
const estimate = (month: MonthCount) => fill(words.estimate, { total: formatNumber(shownCount(monthResult(month, rules).total), 'count') });

/** Opens the calculator on one month with `fullTime` full-time employees and no one listed by hours. */
async function openOneMonth(page: Page, fullTime: number): Promise<Locator> {
  const tool = await openTool(page, PATH, SELECTOR);
  await tool.getByRole('radio', { name: words.modeMonth }).check();
  await oneMonth(tool).getByLabel(words.fullTime, { exact: true }).fill(String(fullTime));
  await oneMonth(tool).getByLabel(words.each, { exact: true }).fill('');
  return tool;
}

/** Adds a group, which takes the focus, and fills it with `people` at `hours` each. */
async function addGroup(tool: Locator, number: number, people: number, hours: number) {
  await tool.getByRole('button', { name: words.addGroup }).click();
  await expect(groupNamed(tool, number).getByLabel(words.people)).toBeFocused();
  await fillGroup(tool, number, people, hours);
}

/** Fills group `number` with `people` at `hours` each. */
async function fillGroup(tool: Locator, number: number, people: number | string, hours: number | string) {
  await groupNamed(tool, number).getByLabel(words.people).fill(String(people));
  await groupNamed(tool, number).getByLabel(words.hoursEach).fill(String(hours));
}

// The width changes the layout, not what the groups count: every flow runs at the phone's width,
// and the laptop repeats only the first, for its layout (a group's row and the count it gives).
for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test('15 people × 80 hours give exactly the count of fifteen 80s typed one by one', async ({ page }) => {
      const tool = await openOneMonth(page, 40);
      await addGroup(tool, 1, 15, 80);
      const grouped = estimate({ fullTime: 40, partTime: [], groups: [{ people: 15, hours: 80 }] });
      await expect(total(tool)).toHaveText(grouped);
      const verdictsGrouped = await tool.locator('.result .verdicts li').allTextContents();
      const breakdownGrouped = (await tool.locator('.result .breakdown').textContent())!;
      await expect(page).toHaveURL(/fte-groups=15x80$/);

      // Emptied, the group counts nothing.
      await fillGroup(tool, 1, '', '');
      await expect(total(tool)).toHaveText(estimate({ fullTime: 40, partTime: [] }));
      await expect(page).not.toHaveURL(/fte-groups/);
      await oneMonth(tool).getByLabel(words.each, { exact: true }).fill(Array(15).fill(80).join(', '));
      await expect(total(tool)).toHaveText(estimate({ fullTime: 40, partTime: Array(15).fill(80) }));
      await expect(total(tool)).toHaveText(grouped);
      await expect(tool.locator('.result .breakdown')).toHaveText(breakdownGrouped);
      await expect(tool.locator('.result .verdicts li')).toHaveText(verdictsGrouped);
      await expect(page).not.toHaveURL(/fte-groups/);
    });
  });
}

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('groups are added and removed, keeping the focus, and each person\'s hours count only up to the cap', async ({ page }) => {
    const cap = rules.fteMonthlyHoursCap;
    const tool = await openOneMonth(page, 10);
    await expect(groupNamed(tool, 1)).toHaveCount(0);
    await addGroup(tool, 1, 15, 80);
    await addGroup(tool, 2, 4, cap + 30);
    await expect(total(tool)).toHaveText(estimate({ fullTime: 10, partTime: [...Array(15).fill(80), ...Array(4).fill(cap)] }));
    await expect(page).toHaveURL(new RegExp(`fte-groups=15x80_4x${cap + 30}$`));

    await groupNamed(tool, 1).getByRole('button', { name: fill(words.removeGroup, { number: 1 }) }).click();
    await expect(tool.getByRole('button', { name: words.addGroup })).toBeFocused();
    await expect(groupNamed(tool, 1).getByLabel(words.people)).toHaveValue('4');
    await expect(groupNamed(tool, 2)).toHaveCount(0);
    await expect(total(tool)).toHaveText(estimate({ fullTime: 10, partTime: Array(4).fill(cap) }));
    await groupNamed(tool, 1).getByRole('button', { name: fill(words.removeGroup, { number: 1 }) }).click();
    await expect(groupNamed(tool, 1)).toHaveCount(0);
    await expect(total(tool)).toHaveText(estimate({ fullTime: 10, partTime: [] }));
  });

  test('a refused count in a group shows what to fix in place of the result, and the address holds no entry', async ({ page }) => {
    const tool = await openOneMonth(page, 40);
    await addGroup(tool, 1, 15, 80);
    await expect(page).toHaveURL(/fte-groups=15x80$/);
    await groupNamed(tool, 1).getByLabel(words.people).fill('1.5');
    const fix = tool.getByRole('link', { name: fill(words.fixLabel, { month: fill(words.group, { number: 1 }), field: words.people }) });
    await expect(fix).toBeVisible();
    await expect(total(tool)).toHaveCount(0);
    await expect(page).not.toHaveURL(/fte-/);
    await fix.click();
    await expect(groupNamed(tool, 1).getByLabel(words.people)).toBeFocused();
    // A group of none counts nothing, and is kept in the address as the visitor gave it.
    await groupNamed(tool, 1).getByLabel(words.people).fill('0');
    await expect(total(tool)).toHaveText(estimate({ fullTime: 40, partTime: [] }));
    await expect(page).toHaveURL(/fte-groups=0x80$/);
  });

  test('groups survive Back, a reload and a shared link', async ({ page, context }) => {
    const tool = await openOneMonth(page, 40);
    await addGroup(tool, 1, 15, 80);
    await addGroup(tool, 2, 3, 100);
    const shown = estimate({ fullTime: 40, partTime: [], groups: [{ people: 15, hours: 80 }, { people: 3, hours: 100 }] });
    await expect(total(tool)).toHaveText(shown);
    await expect(page).toHaveURL(/fte-groups=15x80_3x100$/);
    const address = page.url();

    /** Expects the two groups and their count on `on`, at `address`. */
    async function expectGroups(on: Page) {
      const again = on.locator(SELECTOR);
      await expect(again).toHaveAttribute('data-live', '');
      await expect(groupNamed(again, 1).getByLabel(words.people)).toHaveValue('15');
      await expect(groupNamed(again, 1).getByLabel(words.hoursEach)).toHaveValue('80');
      await expect(groupNamed(again, 2).getByLabel(words.people)).toHaveValue('3');
      await expect(groupNamed(again, 2).getByLabel(words.hoursEach)).toHaveValue('100');
      await expect(again.getByRole('radio', { name: words.modeMonth })).toBeChecked();
      await expect(total(again)).toHaveText(shown);
      expect(on.url()).toBe(address);
    }

    await page.goto('/create-account');
    await page.goBack();
    await expectGroups(page);
    await page.reload();
    await expectGroups(page);
    const shared = await context.newPage();
    await shared.goto(address);
    await expectGroups(shared);
  });
});
