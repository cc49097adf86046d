import { formatNumber } from '~/lib/format';
import { numbers } from '../../support/numbers';
import { buttonTo, tagAttribute } from '../../support/words';
import { expect, test } from '../fixtures';

const PATH = '/product/ichra/compare-pricing';
const label = (prop: string) => tagAttribute(PATH, 'ComparisonTable', prop);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A row: its label, then Salusion's figure and each competitor's, in dollars. */
const row = (name: string, figures: number[]) => new RegExp([name, ...figures.map((n) => formatNumber(n, 'usd'))].map(escape).join('\\s*'));

test('the comparison table shows Salusion against both competitors', async ({ page }) => {
  await page.goto(PATH);
  const table = page.getByRole('table', { name: label('caption') });
  const { prices, fees, competitors } = numbers;
  await expect(table.locator('tbody tr')).toHaveText([
    row(label('perParticipant'), [prices.ichra, ...competitors.map((c) => c.perParticipant)]),
    row(label('platformFee'), [fees.platform, ...competitors.map((c) => c.platformFee)]),
    row(label('setupFee'), [fees.setup, ...competitors.map((c) => c.setupFee)]),
  ]);
  await page.getByRole('link', { name: buttonTo(PATH, '#start_hra') }).first().click();
  await expect(page).toHaveURL(/#start_hra$/);
});
