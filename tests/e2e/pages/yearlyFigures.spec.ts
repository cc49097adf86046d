// A plan of the year the site sells reads that year's figures: /product/ebhra, at phone and desktop
// widths, gives a plan starting on the calendar's first date (January 1 of the next plan year) the
// EBHRA maximum of its own year, in its "who it is for" list and in the FAQ answer a visitor opens,
// or says that year's figure is not in yet. The figures come from content/data/numbers.yaml and the
// words from the page's own <YearlyFigure> items.
import { readFileSync } from 'node:fs';
import { attributes, isJsx, parseMdx, walk } from '~/build/mdx';
import { formatNumber } from '~/lib/format';
import { dateParts } from '~/lib/calendarDate';
import { defaultStart } from '~/lib/planCalendar';
import { currentPlanYear } from '~/lib/planYear';
import { fill } from '~/lib/template';
import { YEARLY_FIGURES } from '~/schemas/numbers';
import { typeset } from '../../../scripts/lib/contentWords';
import { numbers } from '../../support/numbers';
import { ui } from '../../support/words';
import { expect, test } from '../fixtures';

const PATH = '/product/ebhra';
/** The EBHRA maximum's key among the yearly figures. */
const [, , EBHRA_MAX] = YEARLY_FIGURES;

/** The items of the page's <YearlyFigure k="ebhraMax"> tags, in order, as the page sets them. */
const items = [...walk(parseMdx(readFileSync(`content/pages${PATH}.mdx`, 'utf8')))].flatMap(([node]) =>
  isJsx(node) && node.name === 'YearlyFigure' && attributes(node).get('k') === EBHRA_MAX ? [typeset(String(attributes(node).get('item')))] : [],
);

/** The plan year the site sells: that of the plan calendar's first start. */
const sold = dateParts(defaultStart(currentPlanYear())).year;
const ownEntry = numbers.planYears.find((entry) => entry.year === sold && entry.ebhraMax !== undefined);
/** What `item` says for a plan of the year sold: its own maximum with its source, or that it is not in yet. */
const forSold = (item: string) =>
  ownEntry === undefined
    ? fill(ui.figures.notInYet, { year: sold })
    : `${fill(item, { figure: formatNumber(ownEntry.ebhraMax!, 'usd'), year: sold })} ${fill(ui.figures.source, { source: ownEntry.sources.ebhraMax! })}`;

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test(`${PATH} gives a plan starting January 1, ${sold} the EBHRA maximum of ${sold}`, async ({ page }) => {
      expect(items).toHaveLength(2);
      await page.goto(PATH);
      await expect(page.locator('main li').filter({ hasText: forSold(items[0]!) })).toBeVisible();
      const answer = page.locator('details[data-question]').filter({ hasText: forSold(items[1]!) });
      await answer.locator('summary').click();
      await expect(answer.locator('.accordion-body')).toBeVisible();
      await expect(answer.locator('.accordion-body')).toContainText(forSold(items[1]!));
    });
  });
}
