// Facts of the spec checked on the built site, read from dist/ (run `npm run build` first) and held
// against content/ and the numbers, so each test fails when a page says otherwise, whatever the
// editors have written; the words the spec itself fixes are held by the content check
// (scripts/lib/specFacts.ts).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { attributes, isJsx, parseMdx, walk } from '~/build/mdx';
import { typeset } from '../../scripts/lib/contentWords';
import { numbers } from '../support/numbers.ts';
import { formatNumber } from '~/lib/format';
import { builtPage, pdfText, textOf } from '../support/builtSite';
import { PATHS, ROUTES } from '../../scripts/lib/routes';
import { page as pageSettings } from '../support/words';

const usd = (value: number) => formatNumber(value, 'usd');

const pages = new Map(PATHS.map((path) => [path, builtPage(path)]));
const page = (path: string) => pages.get(path)!;
const mainText = (path: string) => textOf(page(path).querySelector('main')) ?? '';

describe('/product/ichra/adp (the same video and cards as /product/ichra, plus the large-employer card)', () => {
  /** The video a page plays: the player it embeds and the poster it shows. */
  const video = (path: string) => {
    const poster = page(path).querySelector('video-poster');
    return poster && `${poster.getAttribute('data-embed')} ${poster.querySelector('img')?.getAttribute('src')}`;
  };
  const cards = (path: string) => page(path).querySelectorAll('section.resources a').map((a) => a.getAttribute('href'));

  it('plays the video of /product/ichra', () => {
    expect(video('/product/ichra')).toMatch(/^https:\/\/\S+\/embed\/\S+ \S+$/);
    expect(video('/product/ichra/adp')).toBe(video('/product/ichra'));
  });

  it('shows every resource card of /product/ichra and the large-employer card', () => {
    expect(cards('/product/ichra/adp').sort()).toEqual([...cards('/product/ichra'), '/product/ichra/large-business'].sort());
  });
});

describe('the rules guides state the monthly release of the example allowance', () => {
  const { exampleAnnualAllowance, planYearMonths } = numbers.plan;

  it.each([
    ['/product/ichra/rules-and-regulations', 'ichra-rules-and-regs'],
    ['/product/qsehra/rules-and-regulations', 'qsehra-rules-and-regs'],
  ])('%s and its PDF %s give the yearly allowance and its first month, in dollars', async (path, pdf) => {
    for (const text of [mainText(path), await pdfText(`${pdf}.pdf`)]) {
      expect(text).toContain(usd(exampleAnnualAllowance));
      expect(text).toContain(usd(exampleAnnualAllowance / planYearMonths));
    }
  });
});

describe('/speak-with-an-hra-expert', () => {
  it('the form heading promises no field the form lacks', () => {
    const form = page('/speak-with-an-hra-expert').querySelector('section.contact-form')!;
    const labels = form.querySelectorAll('label').map((label) => textOf(label));
    expect(labels).toEqual(expect.arrayContaining([expect.stringMatching(/name/i), expect.stringMatching(/email/i)]));
    expect(labels).not.toContainEqual(expect.stringMatching(/company/i));
    expect(textOf(form.querySelector('h2'))).not.toMatch(/company/i);
  });
});

describe('each legal page carries its own revision date', () => {
  const revised = (path: string) => page(path).querySelector('main time')?.getAttribute('datetime');

  it.each(ROUTES.filter((route) => pageSettings(route.path).type === 'legal'))('$path shows the Updated date its file sets', ({ path }) => {
    const { updated } = pageSettings(path) as { updated: string | Date };
    expect(revised(path)).toBe(updated instanceof Date ? updated.toISOString().slice(0, 10) : String(updated));
  });
});

describe("the broker page shows the referral program's content", () => {
  const block = (path: string) => page(path).querySelector('[data-block="referral-program"]');

  // The block's own headings, then its estimator's, as content/blocks/referral-program.mdx writes them.
  const tree = parseMdx(readFileSync('content/blocks/referral-program.mdx', 'utf8'));
  const expected = [...walk(tree)].flatMap(([node]) =>
    node.type === 'heading' ? [typeset([...walk(node)].map(([t]) => (t.type === 'text' ? String(t.value) : '')).join(''))] : isJsx(node) && node.name === 'PayoutEstimator' ? [typeset(String(attributes(node).get('heading')))] : [],
  );

  it.each(['/referral-program', '/broker-program'])('%s shows the block with its sections and the payout estimator, in its order', (path) => {
    expect(block(path)?.querySelectorAll('h2').map((h) => textOf(h))).toEqual(expected);
    expect(expected.length).toBeGreaterThan(2);
  });

  it('both pages show the same block, written once', () => {
    expect(block('/broker-program')?.querySelector('h2')).toBeTruthy();
    expect(block('/broker-program')?.innerHTML).toBe(block('/referral-program')?.innerHTML);
  });
});
