// The four product pages as built in dist/ (run `npm run build` first): each shows every capability,
// its own price from the numbers data, its steps and its FAQ, and carries a FAQPage whose questions
// and answers are the ones a visitor reads. The expected words come from the content files, so the
// tests follow an edit there and fail only when a page stops showing it.
import { readFileSync } from 'node:fs';
import { parse, type HTMLElement } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { formatNumber } from '~/lib/format';
import { PRODUCT_CODES } from '~/lib/products';
import { tagAttribute } from '../support/words';

const built = (file: string) => parse(readFileSync(`dist/${file}.html`, 'utf8'));
const yaml = (file: string) => parseYaml(readFileSync(`content/data/${file}.yaml`, 'utf8'));
const text = (el: HTMLElement) => el.text.replace(/\s+/g, ' ').trim();

const capabilities = (yaml('capabilities').capabilities as { order: number; title: string; text: string; byProduct?: Record<string, string> }[]).sort((a, b) => a.order - b.order);
const { prices } = yaml('numbers').numbers as { prices: Record<string, number> };

interface FaqPage {
  '@type': string;
  mainEntity: { name: string; acceptedAnswer: { text: string } }[];
}

function faqPage(root: HTMLElement): FaqPage | undefined {
  return root
    .querySelectorAll('script[type="application/ld+json"]')
    .flatMap((script): FaqPage[] => [JSON.parse(script.rawText)].flat())
    .find((block) => block['@type'] === 'FAQPage');
}

const productPages = PRODUCT_CODES.map((code) => {
  const root = built(`product/${code}`);
  return { code, root, main: root.querySelector('main')! };
});

describe.each(productPages)(
  '/product/$code',
  ({ code, main, root }) => {
    it("shows every capability, title and text (the product's own wording where it has one), as a card", () => {
      const cards = main.querySelectorAll('[data-capabilities] li').map((li) => ({ title: text(li.querySelector('h3')!), text: text(li.querySelector('p')!) }));
      expect(cards).toEqual(capabilities.map(({ title, text, byProduct }) => ({ title, text: byProduct?.[code] ?? text })));
    });

    it('shows its own price from the numbers data', () => {
      const price = main.querySelector('[data-price-callout] .price');
      expect(price && text(price)).toBe(`${formatNumber(prices[code]!, 'usd')} ${tagAttribute(`/product/${code}`, 'PriceCallout', 'unit')}`);
    });

    it('shows three or four numbered steps', () => {
      const steps = main.querySelectorAll('[data-steps] ol > li');
      expect(steps.length).toBeGreaterThanOrEqual(3);
      expect(steps.length).toBeLessThanOrEqual(4);
    });

    it('shows three to five questions as disclosure items, and the same in its FAQPage', () => {
      const questions = main.querySelectorAll('details[data-question]');
      expect(questions.length).toBeGreaterThanOrEqual(3);
      expect(questions.length).toBeLessThanOrEqual(5);
      const shown = questions.map((q) => ({ name: text(q.querySelector('summary')!), answer: text(q.querySelector('.accordion-body')!) }));
      const data = faqPage(root)?.mainEntity.map((q) => ({ name: q.name, answer: q.acceptedAnswer.text }));
      expect(data).toEqual(shown);
    });
  },
);

describe('the home page', () => {
  it('shows the same five capabilities as its accordion', () => {
    const titles = built('index').querySelectorAll('main details[data-capability] summary').map(text);
    expect(titles).toEqual(capabilities.map((c) => c.title));
  });
});
