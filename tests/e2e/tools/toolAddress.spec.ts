// A tool's state is its address (src/components/islands/toolLink.ts), for every tool and both ways
// of counting of the FTE calculator: filled, left and brought back with Back, reloaded, or opened
// in another tab from the address its Copy link copied, it shows the same inputs and the same
// result, and its address is the one the visitor left. The browser restores nothing into a tool's fields (autocomplete="off"),
// so nothing it restores can disagree with the address; a write still waiting is made when the page
// is hidden, and before Copy link reads the address.
import type { Locator, Page } from '@playwright/test';
import { MONTH_NAMES } from '~/lib/monthNames';
import { fill } from '~/lib/template';
import { ui } from '../../support/words';
import { expect, failed, hydrated, test } from '../fixtures';
import { copyLink, openTool, standInClipboard } from './toolFooter';

/** A tool: its page, and what a visitor gives it, ending once the address carries the last of it. */
interface ToolCase {
  name: string;
  path: string;
  selector: string;
  fill(page: Page, tool: Locator): Promise<void>;
}

const group = (tool: Locator, legend: string) => tool.getByRole('group', { name: legend, exact: true });

const TOOLS: ToolCase[] = [
  {
    name: 'cost calculator',
    path: '/pricing',
    selector: '.cost-calculator',
    async fill(page, tool) {
      await tool.getByLabel(ui.calculator.participants).fill('25');
      const second = group(tool, ui.calculator.product).getByRole('radio').nth(1);
      await second.check();
      // The count's own write already named the first product: wait for the one just chosen.
      await expect(page).toHaveURL(new RegExp(`\\?participants=25&product=${await second.getAttribute('value')}$`));
    },
  },
  {
    name: 'class-size checker',
    path: '/product/ichra/employer-calculator',
    selector: '.class-size-checker',
    async fill(page, tool) {
      await tool.getByLabel(ui.classSize.employees).fill('150');
      await tool.getByLabel(ui.classSize.groupPlan).uncheck();
      await group(tool, fill(ui.classSize.classLegend, { number: 2 })).getByLabel(ui.classSize.classSize).fill('14');
      await tool.getByRole('button', { name: ui.classSize.addClass }).click();
      await group(tool, fill(ui.classSize.classLegend, { number: 3 })).getByLabel(ui.classSize.classSize).fill('30');
      await expect(page).toHaveURL(/\?employees=150&group-plan=no&class-sizes=\d+%2C14%2C30$/);
    },
  },
  {
    name: 'chooser',
    path: '/speak-with-an-hra-expert',
    selector: '.hra-chooser',
    async fill(page, tool) {
      await group(tool, ui.chooser.groupPlan).getByLabel(ui.chooser.no).check();
      await group(tool, ui.chooser.employees).getByRole('textbox').fill('30');
      await group(tool, ui.chooser.differentAllowances).getByLabel(ui.chooser.no).check();
      await expect(tool.locator('.recommend')).toBeVisible();
      await expect(page).toHaveURL(/\?hra-group-plan=no&hra-employees=30&hra-allowances=no$/);
    },
  },
  {
    name: 'FTE calculator, counting the twelve months',
    path: '/product/ichra/large-business',
    selector: '.fte-calculator',
    async fill(page, tool) {
      await tool.getByRole('textbox', { name: `${MONTH_NAMES[2]} ${ui.fte.fullTime}` }).fill('52');
      await tool.getByRole('textbox', { name: `${MONTH_NAMES[11]} ${ui.fte.each}` }).fill('120, 30');
      await expect(page).toHaveURL(/fte-m3=52_80_60_100_90&.*fte-m12=45_120_30$/);
    },
  },
  {
    name: 'FTE calculator, counting one month',
    path: '/product/ichra/large-business',
    selector: '.fte-calculator',
    async fill(page, tool) {
      await group(tool, ui.fte.mode).getByLabel(ui.fte.modeMonth).check();
      await tool.locator('.month').getByLabel(ui.fte.fullTime).fill('52');
      await tool.locator('.month').getByLabel(ui.fte.each).fill('80, 60');
      await expect(page).toHaveURL(/\?fte-mode=month&fte-full=52&fte-hours=80%2C60$/);
    },
  },
  {
    name: 'QSEHRA planner',
    path: '/product/qsehra/compare-pricing',
    selector: '.qsehra-planner',
    async fill(page, tool) {
      await group(tool, ui.qsehraPlanner.selfOnly).getByLabel(ui.qsehraPlanner.allowance).fill('500');
      await group(tool, ui.qsehraPlanner.family).getByLabel(ui.qsehraPlanner.participants).fill('3');
      await tool.getByLabel(ui.qsehraPlanner.start).selectOption({ index: 2 });
      await expect(page).toHaveURL(/\?qp-self=500&qp-self-count=\d+&qp-family=\d+&qp-family-count=3&qp-start=\d{4}-03$/);
    },
  },
  {
    name: 'plan calendar',
    path: '/product/ichra/rules-and-regulations',
    selector: '.plan-calendar',
    async fill(page, tool) {
      await group(tool, ui.calendar.product).getByRole('radio').nth(1).check();
      const start = tool.getByLabel(ui.calendar.start);
      const year = (await start.inputValue()).slice(0, 4);
      await start.fill(`${year}-03-15`);
      await expect(page).toHaveURL(new RegExp(`\\?cal-hra=\\w+&cal-start=${year}-03-15$`));
    },
  },
  {
    name: 'payout estimator',
    path: '/referral-program',
    selector: '.payout-estimator',
    async fill(page, tool) {
      await tool.getByLabel(ui.payout.companies).fill('3');
      await tool.getByLabel(ui.payout.participants).fill('25');
      const fourth = group(tool, ui.payout.product).getByRole('radio').nth(3);
      await fourth.check();
      // The counts' own writes already named the first product: wait for the one just chosen.
      await expect(page).toHaveURL(new RegExp(`\\?pay-companies=3&pay-participants=25&pay-product=${await fourth.getAttribute('value')}$`));
    },
  },
];

/** What a tool shows: each field's text or tick, in order, and its result's words. */
function shown(tool: Locator) {
  return tool.evaluate((root) => ({
    fields: [...root.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input, select')].map((field) =>
      field instanceof HTMLInputElement && (field.type === 'radio' || field.type === 'checkbox') ? field.checked : field.value,
    ),
    result: [...root.querySelectorAll<HTMLElement>('.result')].map((result) => result.innerText),
  }));
}

/** Asserts the tool, once hydrated again, shows `before` and the address is `address`. */
async function expectSame(page: Page, selector: string, before: Awaited<ReturnType<typeof shown>>, address: string) {
  await hydrated(page, selector);
  await expect(page.locator(selector)).toHaveAttribute('data-live', '');
  await expect.poll(() => shown(page.locator(selector))).toEqual(before);
  expect(page.url()).toBe(address);
}

for (const tool of TOOLS) {
  test(`the ${tool.name}, filled, left and brought back with Back, shows the same inputs and result and keeps its address, which Copy link copies and another tab opens to the same`, async ({ page, context }) => {
    await standInClipboard(page);
    const section = await openTool(page, tool.path, tool.selector);
    const start = await shown(section);
    await tool.fill(page, section);
    const before = await shown(section);
    expect(before).not.toEqual(start);
    const address = page.url();
    expect(await copyLink(page, section)).toBe(address);
    await page.goto('/create-account');
    await page.goBack();
    await expectSame(page, tool.selector, before, address);
    await page.reload();
    await expectSame(page, tool.selector, before, address);
    const shared = await context.newPage();
    await shared.goto(address);
    await expectSame(shared, tool.selector, before, address);
  });
}

test('a change still waiting to be written goes into the address as the page is hidden', async ({ page }) => {
  const tool = await openTool(page, '/pricing', '.cost-calculator');
  const field = tool.getByLabel(ui.calculator.participants);
  await field.fill('25');
  await expect(page).toHaveURL(/participants=25/);
  // The key and the page being hidden in one task: no idle moment comes between them. The value is
  // set as the browser sets it, past React's record of the field's value, so React sees a change.
  const address = await field.evaluate((input: HTMLInputElement) => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, '31');
    input.dispatchEvent(new Event('input', { bubbles: true }));
    dispatchEvent(new PageTransitionEvent('pagehide'));
    return location.search;
  });
  expect(new URLSearchParams(address).get('participants')).toBe('31');
});

test('Copy link pressed in the same moment as a key copies the address with that key', async ({ page }) => {
  await standInClipboard(page);
  const tool = await openTool(page, '/pricing', '.cost-calculator');
  const field = tool.getByLabel(ui.calculator.participants);
  await field.fill('25');
  await expect(page).toHaveURL(/participants=25/);
  await tool.evaluate((root, copyLink) => {
    const input = root.querySelector<HTMLInputElement>('.count-field input')!;
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, '31');
    input.dispatchEvent(new Event('input', { bubbles: true }));
    [...root.querySelectorAll('button')].find((button) => button.textContent?.trim() === copyLink)!.click();
  }, ui.tools.copyLink);
  await expect(tool.getByRole('status')).toHaveText(ui.tools.copied);
  const copied = await page.evaluate(() => window.copied);
  expect(copied.map((link) => new URL(link).searchParams.get('participants'))).toEqual(['31']);
});

test('on a slow network, Copy link and Print show only once the tool has taken the visitor\'s inputs, and Copy link then copies them', async ({ page }) => {
  await standInClipboard(page);
  const chunk = /\/_astro\/CostCalculator\.[\w-]+\.js/;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(chunk, async (route) => {
    await released;
    await route.continue();
  });
  const asked = page.waitForRequest(chunk);
  await page.goto('/pricing');
  const tool = page.locator('.cost-calculator');
  await tool.scrollIntoViewIfNeeded();
  await asked;
  // The footer's script has run, and the tool's code is still on its way.
  await expect(page.locator('html')).toHaveAttribute('data-tool-actions', '');
  const copy = tool.getByRole('button', { name: ui.tools.copyLink, includeHidden: true });
  const print = tool.getByRole('button', { name: ui.tools.print, includeHidden: true });
  await tool.getByLabel(ui.calculator.participants).fill('25');
  await expect(copy).toBeHidden();
  await expect(print).toBeHidden();
  // A press where the button would be reaches nothing: nothing is copied, nothing is said.
  await copy.click({ force: true });
  await expect(tool.locator('.tool-footer .status')).toHaveText('');
  expect(await page.evaluate(() => window.copied)).toEqual([]);

  release();
  await hydrated(page, '.cost-calculator');
  await expect(copy).toBeVisible();
  await expect(print).toBeVisible();
  await copy.click();
  await expect(tool.getByRole('status')).toHaveText(ui.tools.copied);
  const copied = await page.evaluate(() => window.copied);
  expect(copied.map((link) => new URL(link).searchParams.get('participants'))).toEqual(['25']);
});

test('when the tool\'s code cannot load, Copy link and Print never show', async ({ page }) => {
  await page.route(/\/_astro\/CostCalculator\.[\w-]+\.js/, (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto('/pricing');
  const tool = page.locator('.cost-calculator');
  await tool.scrollIntoViewIfNeeded();
  await failed(page, '.cost-calculator');
  await expect(page.locator('html')).toHaveAttribute('data-tool-actions', '');
  await expect(tool.getByRole('button', { name: ui.tools.copyLink, includeHidden: true })).toBeHidden();
  await expect(tool.getByRole('button', { name: ui.tools.print, includeHidden: true })).toBeHidden();
});
