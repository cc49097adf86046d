import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkContent, formatProblem } from '../../scripts/contentCheck';

let root: string;

function edit(file: string, from: string | RegExp, to: string) {
  const path = join(root, file);
  const text = readFileSync(path, 'utf8');
  const next = text.replace(from, to);
  if (next === text) throw new Error(`fixture edit did not apply to ${file}`);
  writeFileSync(path, next);
}

const lines = () => checkContent(root).map(formatProblem);

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'content-'));
  cpSync('content', join(root, 'content'), { recursive: true });
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('npm run check:content', () => {
  it('accepts the real content', () => {
    expect(lines()).toEqual([]);
  });

  it.each([
    [
      'a missing required field',
      'content/pages/pricing.mdx',
      /^heading: .*\n/m,
      '',
      /^content\/pages\/pricing\.mdx:\d+ — heading: .* — add "heading" \(it is required\)$/,
    ],
    [
      'a price written as words',
      'content/data/numbers.yaml',
      'ichra: 14',
      'ichra: fourteen',
      /^content\/data\/numbers\.yaml:7 — prices\.ichra: .* — write prices\.ichra as a number without quotes, \$ or commas, e.g\. 14$/,
    ],
    [
      'a negative fee',
      'content/data/numbers.yaml',
      'platform: 0',
      'platform: -5',
      /^content\/data\/numbers\.yaml:\d+ — fees\.platform: a price or fee cannot be negative — /,
    ],
    [
      'a description that is too short',
      'content/pages/product/ichra.mdx',
      /^description: .*$/m,
      'description: "ICHRA"',
      /^content\/pages\/product\/ichra\.mdx:3 — description: description must be at least 15 characters — make description at least 15 characters long$/,
    ],
    [
      'a number key that does not exist',
      'content/pages/pricing.mdx',
      'k="fees.platform"',
      'k="fees.platfrom"',
      /^content\/pages\/pricing\.mdx:\d+ — <N k="fees\.platfrom"> names a number that does not exist — /,
    ],
    [
      'an unknown resource card',
      'content/pages/product/ichra.mdx',
      '"ichra-rules"',
      '"ichra-rulez"',
      /^content\/pages\/product\/ichra\.mdx:\d+ — resource card "ichra-rulez" does not exist — /,
    ],
    [
      'a missing card image',
      'content/data/resources.yaml',
      'cards/cost-of-insurance.svg',
      'cards/missing.svg',
      /^content\/data\/resources\.yaml:\d+ — image: the image file does not exist — /,
    ],
  ])('reports %s with file, line, field and a fix', (_name, file, from, to, expected) => {
    edit(file, from, to);
    const found = lines();
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(expected);
  });

  it('reports a testimonial count other than twelve', () => {
    edit('content/testimonials/testimonials.yaml', /- id: sample-12[\s\S]*$/, '');
    expect(lines()).toEqual(['content/testimonials/testimonials.yaml:1 — 11 testimonials — list exactly 12 testimonials']);
  });
});
