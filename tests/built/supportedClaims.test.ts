// The site says only what is true and supported: each test holds one wording a benefits lawyer
// asked for, read from the built dist/ (run `npm run build` first) and its PDFs.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { numbers } from '../support/numbers.ts';
import { formatNumber } from '~/lib/format';
import { attributes, isJsx, parseMdx, walk } from '~/build/mdx';
import { groupPrices, priceList, type CardProduct } from '~/lib/priceGroup';
import { PRODUCT_CODES, type ProductCode } from '~/lib/products';
import { builtPage, metaDescription, pdfText, textOf } from '../support/builtSite';
import { PATHS } from '../../scripts/lib/routes';

const videos = (parse(readFileSync('content/data/videos.yaml', 'utf8')) as { videos: { id: string; length?: { minutes: number; seconds: number } }[] }).videos;
const usd = (value: number) => formatNumber(value, 'usd');
const mainText = (path: string) => textOf(builtPage(path).querySelector('main')) ?? '';

describe('the prices', () => {
  const products = (parse(readFileSync('content/data/products.yaml', 'utf8')) as { products: CardProduct[] }).products;
  const short = (code: ProductCode) => products.find((product) => product.id === code)!.short;

  /** The <PriceList> item a page's MDX writes, such as "{price} for {products}". */
  const itemOf = (file: string) => {
    const tree = parseMdx(readFileSync(`content/pages/${file}`, 'utf8'));
    return [...walk(tree)].flatMap(([node]) => (isJsx(node) && node.name === 'PriceList' ? [String(attributes(node).get('item'))] : []))[0]!;
  };

  it.each([
    ['/pricing', 'pricing.mdx', '[data-hero]'],
    ['/', 'home.mdx', 'main'],
  ])('%s names each price with every product at it, worked out from the numbers', (path, file, where) => {
    const sentence = priceList(groupPrices(numbers.prices, PRODUCT_CODES), short, itemOf(file));
    expect(sentence).toBe(`${usd(numbers.prices.ichra)} for ICHRA and QSEHRA, ${usd(numbers.prices.gchra)} for GCHRA and EBHRA`);
    expect(textOf(builtPage(path).querySelector(where))).toContain(`: ${sentence}.`);
  });

  it.each(PATHS)('%s never speaks of one price for every HRA', (path) => {
    expect(mainText(path)).not.toMatch(/\bone (simple )?price\b/i);
  });
});

describe('product heroes name the price as Salusion’s administration fee', () => {
  it.each(PRODUCT_CODES)('/product/%s', (code) => {
    const hero = textOf(builtPage(`/product/${code}`).querySelector('[data-hero]')) ?? '';
    expect(hero).toContain(`Salusion administers your ${code.toUpperCase()} for ${usd(numbers.prices[code]!)} per participant per month.`);
  });
});

describe('who may take part in an ICHRA', () => {
  it('/product/ichra excludes the owners the rule names, not every owner', () => {
    const text = mainText('/product/ichra');
    expect(text).toContain(
      `Sole proprietors, partners, shareholders owning more than ${formatNumber(numbers.plan.ownerSharePercent, 'percent')} of an S corporation, and contractors who are not employees cannot take part.`,
    );
    expect(text).not.toMatch(/Owners and contractors/i);
  });
});

describe('capabilities read true for the product of the page', () => {
  const capabilities = (path: string) => textOf(builtPage(path).querySelector('[data-capabilities]')) ?? '';

  it.each(['qsehra', 'gchra', 'ebhra'])('/product/%s promises no ICHRA-only service', (code) => {
    expect(capabilities(`/product/${code}`)).not.toMatch(/premium-only ICHRA|marketplace/i);
  });

  it('/product/ichra offers carrier payment and marketplace shopping', () => {
    expect(capabilities('/product/ichra')).toMatch(/premium-only ICHRAs/);
    expect(capabilities('/product/ichra')).toMatch(/shop marketplace plans/);
  });

  it.each(PATHS)('%s promises no compliance all year', (path) => {
    expect(mainText(path)).not.toMatch(/within the rules all year/i);
  });
});

describe('links and labels say where they go', () => {
  it.each(PATHS)('every link on %s that books a call leads to a page with the scheduler', (path) => {
    const links = builtPage(path).querySelectorAll('main a').filter((a) => /\bbook\b/i.test(a.text) && a.getAttribute('href')?.startsWith('/'));
    for (const link of links) {
      const target = link.getAttribute('href')!.split('#')[0]!;
      expect(builtPage(target).querySelector('section.scheduler'), `${path}: "${link.text}" → ${target}`).not.toBeNull();
    }
  });

  it('the footer names the large-employer page as its topics', () => {
    const labels = builtPage('/').querySelectorAll('footer a').map((a) => textOf(a));
    expect(labels).toContain('ICHRA topics for large employers');
  });

  it('the shared referral steps read right under the broker button', () => {
    const steps = builtPage('/broker-program').querySelector('[data-block="referral-program"] ol li');
    expect(textOf(steps)).toMatch(/broker account/);
  });

  it('the Find Broker description promises no broker search', () => {
    expect(metaDescription(builtPage('/product/ichra/find-brokers'))).not.toMatch(/\bfind\b|\bsearch\b/i);
  });

  it('the home counts claim no insurance cover', () => {
    expect(mainText('/')).not.toMatch(/employees covered/i);
  });
});

describe('no runout after termination', () => {
  it.each([
    ['/product/ichra/rules-and-regulations', 'ichra-rules-and-regs'],
    ['/product/qsehra/rules-and-regulations', 'qsehra-rules-and-regs'],
  ])('%s and its PDF say so in words', async (path, pdf) => {
    for (const text of [mainText(path), await pdfText(`${pdf}.pdf`)]) {
      expect(text).toContain('There is no runout after termination');
      expect(text).not.toMatch(/\b0 days after leaving/);
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
    expect(mainText(path)).toContain(`in ${formatNumber(length, 'duration')}.`);
  });
});
