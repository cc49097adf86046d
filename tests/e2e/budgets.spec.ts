// Enforces the JavaScript budgets on every route, one test per route so the routes spread over the
// workers, and prints each worker's figures as a table.
import { budgetProblems, budgetTable, type RouteWeight } from '../../scripts/lib/budgets';
import { frameworkAtLoad, measureRoute } from '../../scripts/lib/pageWeight';
import { expect, test } from './fixtures';
import { PATHS } from '../../scripts/lib/routes';

const rows: RouteWeight[] = [];

test.afterAll(() => {
  if (rows.length > 0) console.log(`\nJavaScript budgets (at load at 390×844 and 1280×800; after scrolling at 390×844)\n${budgetTable(rows)}\n`);
});

for (const path of PATHS) {
  test(`${path} keeps its JavaScript budget at load on a phone and a laptop, and after scrolling`, async ({ browser, baseURL }) => {
    const open = async (width: number, height: number) => {
      const context = await browser.newContext({ viewport: { width, height } });
      const page = await context.newPage();
      await page.route(/^https?:\/\/(?!localhost[:/])/, (route) =>
        /\/v1\//.test(route.request().url()) ? route.fulfill({ status: 200, body: '{}' }) : route.fulfill({ contentType: 'text/html', body: '<title>stub</title>' }),
      );
      return { context, page };
    };
    const [phone, laptop] = await Promise.all([open(390, 844), open(1280, 800)]);
    // Side by side: what they measure is bytes and what loads, not time.
    const [measured, desktop] = await Promise.all([measureRoute(phone.page, baseURL!, path), frameworkAtLoad(laptop.page, baseURL!, path)]);
    const row = { ...measured, desktop };
    await phone.context.close();
    await laptop.context.close();
    rows.push(row);
    expect(budgetProblems(row)).toEqual([]);
  });
}
