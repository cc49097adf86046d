// The site says only what is true and supported. The claims a benefits lawyer refused are refused
// by the content check as editors write them (scripts/lib/claimsCheck.ts, tested in
// tests/unit/claimsCheck.test.ts); here the built dist/ (run `npm run build` first) and its PDFs
// show what the numbers and the pages' own data say: each price with every product at it, the
// product heroes' prices, the calls a link books, and each video guide's length.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { numbers } from '../support/numbers.ts';
import { formatNumber } from '~/lib/format';
import { attributes, isJsx, parseMdx, walk } from '~/build/mdx';
import { groupPrices, priceList, type CardProduct } from '~/lib/priceGroup';
import { PRODUCT_CODES, type ProductCode } from '~/lib/products';
import { builtPage, pdfText, textOf } from '../support/builtSite';
import { PATHS } from '../../scripts/lib/routes';
import { claimProblems } from '../../scripts/lib/claimsCheck';

const videos = (parse(readFileSync('content/data/videos.yaml', 'utf8')) as { videos: { id: string; length?: { minutes: number; seconds: number } }[] }).videos;
const usd = (value: number) => formatNumber(value, 'usd');
const mainText = (path: string) => textOf(builtPage(path).querySelector('main')) ?? '';

describe('the prices', () => {
  const products = (parse(readFileSync('content/data/products.yaml', 'utf8')) as { products: CardProduct[] }).products;
  const short = (code: ProductCode) => products.find((product) => product.id === code)!.short;

  /** The pages whose MDX places a <PriceList>, each with its item, such as "{price} for {products}". */
  const priceLists = PATHS.flatMap((path) => {
    const file = `content/pages/${path === '/' ? 'home' : path.slice(1)}.mdx`;
    const items = [...walk(parseMdx(readFileSync(file, 'utf8')))].flatMap(([node]) => (isJsx(node) && node.name === 'PriceList' ? [String(attributes(node).get('item'))] : []));
    return items.map((item) => [path, item] as const);
  });

  it('some page lists the prices', () => {
    expect(priceLists.length).toBeGreaterThan(0);
  });

  it.each(priceLists)('%s names each price with every product at it, worked out from the numbers', (path, item) => {
    const sentence = priceList(groupPrices(numbers.prices, PRODUCT_CODES), short, item);
    expect(mainText(path)).toContain(sentence);
  });

  it.each(PATHS)('%s makes no claim the content check refuses, as built', (path) => {
    expect(claimProblems(path, mainText(path)).map((p) => p.what)).toEqual([]);
  });
});

describe('product heroes name the product’s own price', () => {
  it.each(PRODUCT_CODES)('/product/%s', (code) => {
    const hero = textOf(builtPage(`/product/${code}`).querySelector('[data-hero]')) ?? '';
    expect(hero).toContain(usd(numbers.prices[code]!));
  });
});

describe('links say where they go', () => {
  it.each(PATHS)('every link on %s that books a call leads to a page with the scheduler', (path) => {
    const links = builtPage(path).querySelectorAll('main a').filter((a) => /\bbook\b/i.test(a.text) && a.getAttribute('href')?.startsWith('/'));
    for (const link of links) {
      const target = link.getAttribute('href')!.split('#')[0]!;
      expect(builtPage(target).querySelector('section.scheduler'), `${path}: "${link.text}" → ${target}`).not.toBeNull();
    }
  });
});

describe('each video guide states its own video’s length', () => {
  it.each([
    ['/product/ichra/video-guide', 'ichra-guide'],
    ['/product/qsehra/video-guide', 'qsehra-guide'],
  ])('%s states the length of %s', (path, id) => {
    const length = videos.find((v) => v.id === id)?.length;
    expect(length).toBeDefined();
    expect(mainText(path)).toContain(formatNumber(length, 'duration'));
  });
});

describe('beside every Form 1095-C furnishing date, the notice an employer may post instead (IRC 6056(c)(3))', () => {
  const { plan } = numbers;
  /** A page's or a PDF's text from its furnishing date on. */
  const furnishing = (text: string) => text.slice(text.indexOf(`by ${plan.furnishingDue}`));

  it.each([
    ['/product/ichra/rules-and-regulations', 'ichra-rules-and-regs'],
    ['/product/ichra/large-business', 'ichras-for-large-employers'],
  ])('%s and its PDF %s name the notice, how long it stays up and when a requested form is due', async (path, pdf) => {
    for (const text of [mainText(path), await pdfText(`${pdf}.pdf`)]) {
      const after = furnishing(text.replace(/\s+/g, ' '));
      expect(after).toContain(plan.furnishingNoticeKeptUntil);
      // After the day the notice stays up until: the days within which a requested form is due.
      expect(after.slice(after.indexOf(plan.furnishingNoticeKeptUntil))).toMatch(new RegExp(`\\b${plan.furnishingOnRequestDays}\\b`));
    }
  });
});

describe('claims a benefits lawyer would qualify', () => {
  it.each(PATHS)('%s promises no verification time and no setup time outright', (path) => {
    const text = mainText(path);
    expect(text).not.toMatch(/\bwe verify (them|each one|every \w+) the same day\b/i);
    expect(text).not.toMatch(/\bin minutes\b/i);
  });

  it('the referral payout "up to" the highest is for each qualifying participant, not every one', () => {
    const highest = usd(Math.max(...Object.values(numbers.referralPayouts)));
    const text = mainText('/referral-program');
    expect(text).toContain(`up to ${highest}`);
    expect(text).not.toContain(`up to ${highest} for every participant`);
  });
});
