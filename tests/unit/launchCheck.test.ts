// npm run check:launch lists every sample, placeholder and legal text awaiting review, by file and
// line, from the flags in content/, and passes once none is left.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatProblem } from '../../scripts/contentCheck';
import { launchItems } from '../../scripts/launchCheck';

let root: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'launch-'));
  cpSync('content', join(root, 'content'), { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Removes every launch flag from the copy, as editors do once the real content is in. */
function clearFlags() {
  for (const entry of readdirSync(join(root, 'content'), { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(ya?ml|json|mdx)$/.test(entry.name)) continue;
    const path = join(entry.parentPath, entry.name);
    const text = readFileSync(path, 'utf8');
    // A JSON file holds the flag as its object's last key, after a comma.
    writeFileSync(path, text.replace(/^\s*(sample: true|placeholder: true|legalReview: pending)\n/gm, '').replace(/,\s*"(sample|placeholder)": true/g, ''));
  }
}

const lineOf = (file: string, text: string) => readFileSync(join(root, file), 'utf8').split('\n').findIndex((l) => l.includes(text)) + 1;

describe('launchItems', () => {
  it('names each sample testimonial, placeholder video and legal text awaiting review, with its line', () => {
    const lines = launchItems(root).map(formatProblem);
    expect(lines.filter((l) => l.startsWith('content/testimonials/testimonials.yaml:'))).toHaveLength(12);
    expect(lines.filter((l) => l.startsWith('content/data/videos.yaml:'))).toHaveLength(8);
    expect(lines).toContain(
      `content/testimonials/testimonials.yaml:${lineOf('content/testimonials/testimonials.yaml', 'id: sample-01') + 1} — sample copy: "sample-01 — Dana Whitfield" — replace it with the real, approved text, then remove "sample: true"`,
    );
    expect(lines.find((l) => l.includes('id Sa1usI0nIc1'))).toMatch(
      new RegExp(`^content/data/videos.yaml:${lineOf('content/data/videos.yaml', 'videoId: Sa1usI0nIc1') + 3} — placeholder: video "ichra — ICHRA overview"`),
    );
    expect(lines).toContain(
      `content/pages/terms-of-service.mdx:${lineOf('content/pages/terms-of-service.mdx', 'legalReview: pending')} — "Terms of Service" awaits counsel's review — once counsel approves the text, remove "legalReview: pending"`,
    );
    expect(lines.some((l) => l.startsWith('content/pages/privacy-policy.mdx:'))).toBe(true);
    expect(lines).toContain(
      `content/site/site.json:${lineOf('content/site/site.json', '"placeholder": true')} — placeholder: email address hello@salusion.com — put in the real value (for a video: its id at the provider), then remove "placeholder: true"`,
    );
  });

  it('finds a sample flag in any data file, with no list to update', () => {
    clearFlags();
    const file = 'content/data/capabilities.yaml';
    writeFileSync(join(root, file), readFileSync(join(root, file), 'utf8').replace('  - id: compliance\n', '  - id: compliance\n    sample: true\n'));
    expect(launchItems(root).map(formatProblem)).toEqual([
      `${file}:${lineOf(file, 'sample: true')} — sample copy: "compliance — Compliance" — replace it with the real, approved text, then remove "sample: true"`,
    ]);
  });

  it('finds nothing once every flag is gone', () => {
    clearFlags();
    expect(launchItems(root)).toEqual([]);
  });
});

describe('npm run check:launch', () => {
  const run = () => {
    try {
      execFileSync(process.execPath, ['scripts/checkLaunch.ts', root], { stdio: 'pipe' });
      return 0;
    } catch (error) {
      return (error as { status: number }).status;
    }
  };
  it('exits 1 while anything remains, 0 when nothing does', () => {
    expect(run()).toBe(1);
    clearFlags();
    expect(run()).toBe(0);
  });
});
