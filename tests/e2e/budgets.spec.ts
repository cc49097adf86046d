// Enforces the JavaScript budgets on every route and prints the figures.
import { budgetProblems, budgetTable, type RouteWeight } from '../../scripts/budgets';
import { measureRoute } from '../../scripts/pageWeight';
import { expect, test } from './fixtures';
import { PATHS } from '../routes';

test('every route keeps its JavaScript budget, before and after scrolling', async ({ browser, baseURL }) => {
  // One walk over every route, each in a fresh browser context, needs far more than one page's 30 s.
  test.setTimeout(240_000);
  const rows: RouteWeight[] = [];
  for (const path of PATHS) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    await page.route(/^https?:\/\/(?!localhost[:/])/, (route) =>
      /\/v1\//.test(route.request().url()) ? route.fulfill({ status: 200, body: '{}' }) : route.fulfill({ contentType: 'text/html', body: '<title>stub</title>' }),
    );
    rows.push(await measureRoute(page, baseURL!, path));
    await context.close();
  }
  console.log(`\nJavaScript budgets (mobile viewport 412×823)\n${budgetTable(rows)}\n`);
  expect(rows.flatMap(budgetProblems)).toEqual([]);
});
