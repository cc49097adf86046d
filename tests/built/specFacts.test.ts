// The fixes of the fact-by-fact check of the built site against the spec, read from
// dist/ (run `npm run build` first): each test names a fact and fails if its page says otherwise.
import { describe, expect, it } from 'vitest';
import { numbers } from '../support/numbers.ts';
import { formatNumber } from '~/lib/format';
import { builtPage, metaDescription, pdfText, textOf } from '../support/builtSite';
import { PATHS } from '../../scripts/lib/routes';

const usd = (value: number) => formatNumber(value, 'usd');

const pages = new Map(PATHS.map((path) => [path, builtPage(path)]));
const page = (path: string) => pages.get(path)!;
const mainText = (path: string) => textOf(page(path).querySelector('main')) ?? '';
const description = (path: string) => metaDescription(page(path));

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

describe('the rules guides state the monthly release of the example allowance ($3,600 a year, $300 on day one)', () => {
  const { exampleAnnualAllowance, planYearMonths } = numbers.plan;
  const dayOne = `${usd(exampleAnnualAllowance / planYearMonths)} is available on the first day of the plan year`;

  it.each([
    ['/product/ichra/rules-and-regulations', 'ichra-rules-and-regs'],
    ['/product/qsehra/rules-and-regulations', 'qsehra-rules-and-regs'],
  ])('%s and its PDF %s say it in dollars', async (path, pdf) => {
    for (const text of [mainText(path), await pdfText(`${pdf}.pdf`)]) {
      expect(text).toContain(usd(exampleAnnualAllowance));
      expect(text).toContain(dayOne);
    }
  });
});

describe('QSEHRA eligibility (fewer than 50 full-time equivalents)', () => {
  const limit = `fewer than ${formatNumber(numbers.plan.qsehraMaxEmployees)}`;

  it('the home card says fewer than 50 full-time equivalent employees', () => {
    expect(mainText('/')).toContain(`${limit} full-time equivalent employees`);
  });

  it.each(PATHS)('%s never states the limit in other words', (path) => {
    const texts = [mainText(path), description(path)];
    for (const text of texts) {
      for (const match of text.matchAll(new RegExp(`${limit}\\b.{0,40}`, 'g'))) {
        expect(match[0]).toMatch(new RegExp(`^${limit} full-time equivalent employees`));
      }
    }
  });
});

describe('no page makes a claim the spec does not', () => {
  it.each([
    ['a setup charge every administrator makes (Competitor A charges $0)', 'charge to set you up'],
    ['a reply within one business day', 'one business day'],
    ['a thirty-minute call', 'thirty minutes'],
    ['the simplest health benefit', 'simplest health benefit'],
  ])('no page claims %s', (_claim, words) => {
    expect(PATHS.filter((path) => mainText(path).toLowerCase().includes(words))).toEqual([]);
  });

  it('the compare pages name what the table compares', () => {
    for (const path of ['/product/ichra/compare-pricing', '/product/qsehra/compare-pricing']) {
      expect(mainText(path)).toContain('the price per participant, the monthly platform fee and the setup fee');
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

describe('the Terms carry their own revision date', () => {
  const revised = (path: string) => page(path).querySelector('main time')?.getAttribute('datetime');

  it('the Terms were last revised on 2026-11-25, not on the privacy policy date', () => {
    expect(revised('/terms-of-service')).toBe('2026-11-25');
    expect(revised('/privacy-policy')).toBe('2021-07-20');
  });
});

describe("the broker page shows the referral program's content", () => {
  const block = (path: string) => page(path).querySelector('[data-block="referral-program"]');

  it.each(['/referral-program', '/broker-program'])("%s shows the 'Getting Started' and 'How It Works' block, then the payout estimator", (path) => {
    const headings = block(path)?.querySelectorAll('h2').map((h) => textOf(h));
    expect(headings).toEqual(['Getting Started', 'How It Works', 'Estimate your payout']);
  });

  it('both pages show the same block, written once', () => {
    expect(block('/broker-program')?.innerHTML).toMatch(/Getting Started/);
    expect(block('/broker-program')?.innerHTML).toBe(block('/referral-program')?.innerHTML);
  });
});
