// A buyer's path: every product page, guide and the vs page ends in both next steps (start an HRA,
// speak with an expert), and product and pricing pages show the testimonials tagged for them, as
// cards that fit their quotes at a phone's width, and at a laptop's in each of the cards' layouts.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { hasTag } from '~/build/mdx';
import { PRODUCT_CODES, productPath } from '~/lib/products';
import { readContentPages } from '../../../scripts/lib/contentPages';
import { links } from '../../support/words';
import { expect, test } from '../fixtures';

/** Every /product/ page that closes with the contact band, from the content, not a list kept here. */
const closing = readContentPages()
  .filter((page) => page.path?.startsWith('/product/') && hasTag(page.source, 'ContactBlock'))
  .map((page) => page.path!);

const EXPERT_PAGES = /^\/(speak-with-an-hra-expert|product\/(ichra|qsehra)\/consultation)$/;

test('the closing band is on every product page, the vs page and the guides', () => {
  const guides = ['/product/ichra/rules-and-regulations', '/product/qsehra/rules-and-regulations', '/product/ichra/large-business'];
  expect(closing).toEqual(expect.arrayContaining([...PRODUCT_CODES.map(productPath), '/product/ichra-vs-qsehra', ...guides]));
});

for (const path of closing) {
  test(`${path} closes with both next steps: start an HRA and speak with an expert`, async ({ page }) => {
    await page.goto(path);
    const band = page.locator('#start_hra');
    // The band's two next steps, in the words the page's file gives them: its last link to each, after its text.
    const inBand = links(path, 'ContactBlock');
    const start = inBand.filter((link) => link.to === '/create-account').at(-1);
    const speak = inBand.filter((link) => EXPERT_PAGES.test(link.to)).at(-1);
    expect([start, speak]).not.toContain(undefined);
    await expect(band.getByRole('link', { name: start!.label, exact: true })).toHaveAttribute('href', '/create-account');
    const expert = band.getByRole('link', { name: speak!.label, exact: true });
    await expect(expert).toHaveCount(1);
    expect(await expert.getAttribute('href')).toMatch(EXPERT_PAGES);
  });
}

const testimonials = (parse(readFileSync('content/testimonials/testimonials.yaml', 'utf8')) as { testimonials: { name: string; topics?: string[] }[] }).testimonials;
const taggedFor = (topic: string) => testimonials.filter((t) => t.topics?.includes(topic)).map((t) => t.name);
/** The pages with testimonial cards, by their quotes' topic: on wide windows a product page stacks them beside a section's text, /pricing sets them in a row. */
const productCards = PRODUCT_CODES.map((code) => [productPath(code), code] as const);
const pricingCards = ['/pricing', 'pricing'] as const;

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    // The width changes the layout, not the quotes a page shows: the phone checks every page's cards,
    // the laptop one page of each layout.
    const withCards = width === 390 ? [...productCards, pricingCards] : [productCards[0]!, pricingCards];
    for (const [path, topic] of withCards) {
      test(`${path} shows the testimonials tagged ${topic}, each card fitting its quote`, async ({ page }) => {
        await page.goto(path);
        const cards = page.locator(`[data-testimonials="${topic}"] figure`);
        const expected = taggedFor(topic).slice(0, 2);
        expect(expected.length).toBeGreaterThan(0);
        await expect(cards.locator('figcaption strong')).toHaveText(expected);
        const clipped = await cards.evaluateAll((figures) =>
          figures.flatMap((figure) => {
            const box = figure.getBoundingClientRect();
            const inner = [...figure.querySelectorAll('blockquote, figcaption, .disclosure')];
            const overflow = inner.some((el) => el.scrollHeight > el.clientHeight + 1 || el.getBoundingClientRect().bottom > box.bottom);
            const blank = box.bottom - Math.max(...inner.map((el) => el.getBoundingClientRect().bottom));
            // Taller than its text by more than the card's own padding would be blank space.
            return overflow || blank > 40 || box.right > document.documentElement.clientWidth ? [figure.textContent] : [];
          }),
        );
        expect(clipped).toEqual([]);
      });
    }

    test('on a product page the quotes stand beside the text-only section on wide windows, and after it on phones', async ({ page }) => {
      await page.goto('/product/ichra');
      const section = await page.locator('.with-testimonials .text').boundingBox();
      const quotes = await page.locator('.with-testimonials aside').boundingBox();
      if (width >= 960) expect(quotes!.x).toBeGreaterThan(section!.x + section!.width);
      else expect(quotes!.y).toBeGreaterThanOrEqual(section!.y + section!.height);
    });
  });
}
