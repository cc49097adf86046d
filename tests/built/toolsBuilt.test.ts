// The tools read without JavaScript and for crawlers: each built page carries the
// tool's default result, computed from content/data/numbers.yaml. Run `npm run build` first.
import { describe, expect, it } from 'vitest';
import { numbers } from '../support/numbers.ts';
import { minimumClassSize } from '~/lib/classSize';
import { formatNumber } from '~/lib/format';
import { costRows } from '~/lib/totalCost';
import { fill } from '~/lib/template';
import { builtPage, textOf } from '../support/builtSite';
import { ui } from '../support/words';

const { prices, fees, competitors, plan, tools } = numbers;
const usd = (n: number) => formatNumber(n, 'usd');

describe('the total-cost calculator', () => {
  const expected = (product: 'ichra' | 'qsehra') =>
    costRows(tools.participantsDefault, product, { name: 'Salusion', perParticipant: prices[product], platformFee: fees.platform, setupFee: fees.setup }, competitors, plan.planYearMonths).map(
      (r) => [r.name, usd(r.monthly), usd(r.firstYear)],
    );

  it.each([
    ['/pricing', 'ichra'],
    ['/product/ichra/compare-pricing', 'ichra'],
    ['/product/qsehra/compare-pricing', 'qsehra'],
  ] as const)('%s carries the default %s table for the default participants', (path, product) => {
    const calculator = builtPage(path).querySelector('section.cost-calculator');
    expect(calculator?.querySelector('input')?.getAttribute('value')).toBe(String(tools.participantsDefault));
    expect(calculator?.querySelectorAll('tbody tr').map((tr) => tr.querySelectorAll('th, td').map(textOf))).toEqual(expected(product));
    expect(calculator?.querySelectorAll('svg rect')).toHaveLength(3);
  });

  it('offers the product choice on /pricing only', () => {
    expect(builtPage('/pricing').querySelectorAll('section.cost-calculator input[type=radio]')).toHaveLength(4);
    expect(builtPage('/product/qsehra/compare-pricing').querySelectorAll('section.cost-calculator input[type=radio]')).toHaveLength(0);
  });
});

describe('the class-size checker', () => {
  const page = builtPage('/product/ichra/employer-calculator');

  it('carries the minimum for the default employees', () => {
    const { size } = minimumClassSize(tools.checkerEmployees, true, plan.minimumClassSize);
    expect(textOf(page.querySelector('section.class-size-checker .minimum'))).toBe(fill(ui.classSize.minimum, { size }));
    expect(page.querySelectorAll('section.class-size-checker .verdicts li')).toHaveLength(tools.checkerClassSizes.length);
  });

  it('sits above the upload section', () => {
    const sections = page.querySelectorAll('section').map((s) => s.classNames);
    expect(sections.indexOf('class-size-checker')).toBeLessThan(sections.indexOf('employee-upload'));
  });
});

describe('the HRA chooser', () => {
  it('carries its first question on the Speak with an HRA Expert page, above the contact form', () => {
    const page = builtPage('/speak-with-an-hra-expert');
    const chooser = page.querySelector('section.hra-chooser#hra-chooser');
    expect(textOf(chooser?.querySelector('legend'))).toBe(ui.chooser.groupPlan);
    const sections = page.querySelectorAll('main section');
    const at = (name: string) => sections.findIndex((s) => s.classList.contains(name));
    expect(at('hra-chooser')).toBeGreaterThanOrEqual(0);
    expect(at('hra-chooser')).toBeLessThan(at('contact-form'));
    // Its "Speak with an HRA Expert" leads to the form under it.
    expect(chooser?.querySelector('astro-island')?.getAttribute('props')).toContain('#contact-form');
    expect(page.querySelector('#contact-form')).toBeTruthy();
  });

  it('is linked from the home page, which carries no tool', () => {
    const page = builtPage('/');
    expect(page.querySelector('section.tool, astro-island')).toBeNull();
    expect(page.querySelector('main a[href="/speak-with-an-hra-expert#hra-chooser"]')).toBeTruthy();
  });
});

describe('the QSEHRA page', () => {
  it('links to the FTE calculator and the allowance planner, on the pages that carry them, and carries no tool itself', () => {
    const page = builtPage('/product/qsehra');
    expect(page.querySelector('section.tool, astro-island')).toBeNull();
    const hrefs = page.querySelectorAll('main a').map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining(['/product/ichra/large-business#fte-calculator', '/product/qsehra/compare-pricing#qsehra-planner']));
  });
});
