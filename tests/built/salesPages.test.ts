// The page composition as built in dist/ (run `npm run build` first): a sales page is one whose MDX
// opens with a <Hero>; each shows its heading beside its artwork, and the closing band its file ends
// with (the content check requires it: scripts/lib/pageShape.ts) comes last on the page, dark (on a
// page without buttons, its next steps are links in the band's words). The trust band's values,
// the capability icons and the absence of any font file are checked here too.
import { describe, expect, it } from 'vitest';
import { numbers } from '../support/numbers.ts';
import { readContentPages } from '../../scripts/lib/contentPages.ts';
import { opensWithHero } from '../../scripts/lib/pageShape.ts';
import { formatNumber } from '~/lib/format';
import { PRODUCT_CODES, productPath } from '~/lib/products';
import { builtPage as built, textOf as text } from '../support/builtSite.ts';
import { PATHS, ROUTES } from '../../scripts/lib/routes.ts';

const pages = readContentPages().filter((page) => page.path !== undefined);
const salesPages = pages.filter((page) => page.tree && opensWithHero(page.tree));

/** Pages the spec's route table shows without buttons: their next steps are links in the closing band's words. */
const WITHOUT_BUTTONS = ['/product/ichra-vs-qsehra'];

describe('sales pages', () => {
  describe.each(ROUTES.filter((route) => salesPages.some((page) => page.path === route.path)))('$path', ({ path, heading }) => {
    const main = built(path).querySelector('main')!;

    it('opens with a hero holding the page heading and its artwork, with dimensions', () => {
      const hero = main.querySelector('.page > [data-hero]:first-child');
      expect(text(hero?.querySelector('h1'))).toBe(heading);
      const art = hero?.querySelector('svg.art');
      expect(art?.getAttribute('width')).toBe('520');
      expect(art?.getAttribute('height')).toBe('420');
      expect(main.querySelectorAll('h1')).toHaveLength(1);
    });

    it('ends with the closing call-to-action band', () => {
      const last = main.querySelector('.page')!.children.at(-1);
      expect(last?.classList.contains('cta-band')).toBe(true);
      expect(last?.querySelector('h2')).toBeTruthy();
      expect(last?.querySelectorAll('a').length).toBeGreaterThan(0);
    });
  });
});

describe.each(WITHOUT_BUTTONS)('%s', (path) => {
  const main = built(path).querySelector('main')!;

  it('has no button, neither a link styled as one nor a real one', () => {
    expect(main.querySelectorAll('.button, button, [role="button"]')).toHaveLength(0);
  });

  it('ends in its next steps all the same: links to start and to an expert in the closing band\'s words', () => {
    const band = main.querySelector('.page')!.children.at(-1)!;
    expect(band.classList.contains('cta-band')).toBe(true);
    const hrefs = band.querySelectorAll('.words a').map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining(['/create-account', '/speak-with-an-hra-expert']));
  });

  it('still opens with its hero and shows its video', () => {
    expect(main.querySelector('[data-hero] h1')).toBeTruthy();
    expect(main.querySelector('video-poster a[href]')).toBeTruthy();
  });
});

describe('every other page', () => {
  it.each(pages.filter((page) => !salesPages.includes(page)).map((page) => page.path!))('%s opens with its heading band', (path) => {
    expect(built(path).querySelector('main .page > header.page-head:first-child h1')).toBeTruthy();
  });
});

describe('the home trust band', () => {
  it('shows the employers, employees, setup fee and platform fee from the numbers data', () => {
    const values = built('/').querySelectorAll('[data-counts] li strong').map((strong) => text(strong));
    const { claims, fees } = numbers;
    expect(values).toEqual([formatNumber(claims.employers), formatNumber(claims.employees), formatNumber(fees.setup, 'usd'), formatNumber(fees.platform, 'usd')]);
  });
});

describe.each(PRODUCT_CODES.map(productPath))('%s capability cards', (path) => {
  it('each carry an inline icon hidden from screen readers', () => {
    const cards = built(path).querySelectorAll('[data-capabilities] li');
    expect(cards.length).toBe(5);
    for (const card of cards) expect(card.querySelector('svg[aria-hidden="true"]')).toBeTruthy();
  });
});

describe.each(PATHS)('%s typeface', (path) => {
  // The system font stack is a measured choice (src/lib/design.ts): a web font cost the LCP ceiling.
  it('loads no font file', () => {
    const head = built(path).querySelector('head')!;
    expect(head.querySelector('link[as="font"]')).toBeNull();
    expect(head.querySelectorAll('style').map((style) => style.rawText).join('')).not.toContain('@font-face');
  });
});
