// Enforces the JavaScript budgets on every route and prints the figures.
import { budgetProblems, budgetTable, type RouteWeight } from '../../scripts/budgets';
import { frameworkAtLoad, measureRoute } from '../../scripts/pageWeight';
import { expect, test } from './fixtures';
import { PATHS } from '../routes';

test('every route keeps its JavaScript budget at load on a phone and a laptop, and after scrolling', async ({ browser, baseURL }) => {
  // One test walks all routes twice so it can print one table; 28 routes need more than 30 s.
  test.setTimeout(240_000);
  const open = async (width: number, height: number) => {
    const context = await browser.newContext({ viewport: { width, height } });
    const page = await context.newPage();
    await page.route(/^https?:\/\/(?!localhost[:/])/, (route) =>
      /\/v1\//.test(route.request().url()) ? route.fulfill({ status: 200, body: '{}' }) : route.fulfill({ contentType: 'text/html', body: '<title>stub</title>' }),
    );
    return { context, page };
  };
  const rows: RouteWeight[] = [];
  for (const path of PATHS) {
    const phone = await open(390, 844);
    const laptop = await open(1280, 800);
    rows.push({ ...(await measureRoute(phone.page, baseURL!, path)), desktop: await frameworkAtLoad(laptop.page, baseURL!, path) });
    await phone.context.close();
    await laptop.context.close();
  }
  console.log(`\nJavaScript budgets (at load at 390×844 and 1280×800; after scrolling at 390×844)\n${budgetTable(rows)}\n`);
  expect(rows.flatMap(budgetProblems)).toEqual([]);
});
