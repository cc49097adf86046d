// Proves DECISIONS 15: builds the whole site with a changed numbers file and checks that every
// page, table, guide, PDF and JSON-LD block shows the new values and none of the old ones.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const work = mkdtempSync(join(tmpdir(), 'single-source-'));
const out = join(work, 'dist');

function page(path: string): string {
  return readFileSync(join(out, `${path === '/' ? 'index' : path.slice(1)}.html`), 'utf8').replace(/<[^>]+>/g, ' ');
}

function allHtml(dir = out): string {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => readFileSync(join(e.parentPath, e.name), 'utf8'))
    .join('\n');
}

beforeAll(() => {
  const numbers = readFileSync('content/data/numbers.yaml', 'utf8')
    .replace('ichra: 14', 'ichra: 23')
    .replace('qsehra: 14', 'qsehra: 23')
    .replace('gchra: 5', 'gchra: 7')
    .replace('setupFee: 150', 'setupFee: 175')
    .replace('employers: 1100', 'employers: 1234')
    .replace(/ichra: 42\n    qsehra: 42/, 'ichra: 47\n    qsehra: 47')
    .replace('affordabilityPercent: 9.02', 'affordabilityPercent: 9.96');
  writeFileSync(join(work, 'numbers.yaml'), numbers);
  execFileSync(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build', '--outDir', out], {
    env: { ...process.env, CONTENT_NUMBERS_FILE: join(work, 'numbers.yaml') },
    stdio: 'pipe',
  });
}, 180_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('every number comes from content/data/numbers.yaml', () => {
  it('the old values appear nowhere in the built HTML', () => {
    const html = allHtml();
    expect(html).not.toMatch(/\$14\b/);
    expect(html).not.toMatch(/\b1,100\b/);
    expect(html).not.toMatch(/\$150\b/);
    expect(html).not.toMatch(/\$42\b/);
    expect(html).not.toMatch(/9\.02%/);
  });

  it.each([
    ['/', ['$23', '$7', '1,234']],
    ['/pricing', ['$23', '$7']],
    ['/product/ichra/compare-pricing', ['$23', '$175']],
    ['/product/gchra', ['$7']],
    ['/referral-program', ['$47']],
    ['/broker-program', ['$47']],
    ['/product/ichra/rules-and-regulations', ['9.96%']],
  ])('%s shows the new values', (path, values) => {
    const text = page(path);
    for (const value of values) expect(text).toContain(value);
  });

  it('the JSON-LD offers carry the new prices', () => {
    const html = readFileSync(join(out, 'pricing.html'), 'utf8');
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
    const prices = (JSON.parse(json!) as { offers: { price: string } }[]).map((p) => p.offers.price);
    expect(prices).toEqual(['23.00', '23.00', '7.00', '5.00']);
  });

  it('the PDF carries the new values', async () => {
    const pdf = await getDocumentProxy(new Uint8Array(readFileSync(join(out, 'downloads/ichra-rules-and-regs.pdf'))));
    const { text } = await extractText(pdf, { mergePages: true });
    expect(text).toContain('9.96%');
    expect(text).not.toContain('9.02%');
  });
});
