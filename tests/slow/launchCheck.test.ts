// npm run check:launch lists every sample, placeholder, legal text awaiting review, missing yearly
// figure and source not yet confirmed against its primary text, by file and line, from content/, and
// the deployed editor's stand-in repository, and passes once none is left.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { formatProblem } from '../../scripts/lib/problem';
import { EDITOR_REPOSITORY_FILE, launchItems } from '../../scripts/lib/launchCheck';
import { BUILD_DATE_VARIABLE } from '~/lib/planYear';

/** A day on which the content's plan years (2025 and 2026) are all that is due. */
const MID_2026 = new Date('2026-06-01T00:00:00Z');

const NUMBERS_FILE = 'content/data/numbers.yaml';

let root: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'launch-'));
  cpSync('content', join(root, 'content'), { recursive: true });
  cpSync(EDITOR_REPOSITORY_FILE, join(root, EDITOR_REPOSITORY_FILE));
  // The copy's plan years are the test's own, so entering a year's figures in content/ changes
  // nothing here: 2025 and 2026 complete, and 2027 with the EBHRA maximum only (the IRS publishes
  // it in May, the others in autumn).
  const doc = parseDocument(readFileSync(join(root, NUMBERS_FILE), 'utf8'));
  const full = (year: number) => ({
    year,
    affordabilityPercent: 9.5,
    qsehraLimits: { selfOnly: 6000, family: 12000 },
    ebhraMax: 2000,
    povertyLine: { contiguous: 15000, alaska: 18000, hawaii: 17000 },
    sources: { affordabilityPercent: 'Test A', qsehraLimits: 'Test Q', ebhraMax: 'Test E', povertyLine: 'Test P' },
  });
  doc.setIn(['numbers', 'planYears'], doc.createNode([full(2025), full(2026), { year: 2027, ebhraMax: 2100, sources: { ebhraMax: 'Test E' } }]));
  writeFileSync(join(root, NUMBERS_FILE), doc.toString());
  // Likewise the copy's security.txt holds through the end of 2026, from every day these tests name.
  const site = join(root, 'content/site/site.json');
  writeFileSync(site, readFileSync(site, 'utf8').replace(/"expires": "[^"]*"/, '"expires": "2026-12-31"'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Removes every launch flag from the copy, as editors do once the real content is in. */
function clearFlags() {
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(ya?ml|json|mdx|md)$/.test(entry.name)) continue;
    const path = join(entry.parentPath, entry.name);
    const text = readFileSync(path, 'utf8');
    // A JSON file holds the flag as its object's last key, after a comma.
    writeFileSync(
      path,
      text
        .replace(/^\s*(sample: true|placeholder: true|legalReview: pending|unconfirmed: true)\n/gm, '')
        .replace(/^\s*unconfirmed(Sources)?:\n(\s+- \w+\n)+/gm, '')
        .replace(/,\s*"(sample|placeholder)": true/g, '')
        .replace(/\*not set up yet\*/g, 'https://example.com')
        .replace('"appSlug": ""', '"appSlug": "salusion-editor"')
        .replace('"previews": ""', '"previews": "https://salusion.pages.dev"'),
    );
  }
}

const lineOf = (file: string, text: string) => readFileSync(join(root, file), 'utf8').split('\n').findIndex((l) => l.includes(text)) + 1;

describe('launchItems', () => {
  it('names each sample testimonial, placeholder video and legal text awaiting review, with its line', () => {
    const lines = launchItems(root, undefined, MID_2026).map(formatProblem);
    expect(lines.filter((l) => l.startsWith('content/testimonials/testimonials.yaml:'))).toHaveLength(12);
    // Eight stand-in ids, and the QSEHRA guide's length, which may not be the ICHRA guide's.
    expect(lines.filter((l) => l.startsWith('content/data/videos.yaml:'))).toHaveLength(9);
    expect(lines).toContainEqual(expect.stringMatching(/^content\/data\/videos\.yaml:\d+ — placeholder: video "qsehra-guide — QSEHRA video guide", id \w+, its length — /));
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
      `content/README.md:${lineOf('content/README.md', '**Editor:** *not set up yet*')} — the editors' guide has no Editor address yet — write the address in place of "not set up yet", as docs/editor.md's Deploying the editor says`,
    );
    expect(lines).toContain(
      `${EDITOR_REPOSITORY_FILE}:${lineOf(EDITOR_REPOSITORY_FILE, '"previews": ""')} — the deployed editor names no address for the previews of branches — write the address of the Cloudflare Pages project that builds them (https://<project>.pages.dev), as docs/editor.md's Deploying the editor says`,
    );
    expect(lines).toContain(
      `${EDITOR_REPOSITORY_FILE}:${lineOf(EDITOR_REPOSITORY_FILE, '"placeholder": true')} — placeholder: the deployed editor saves to the GitHub repository salusion/website — write the owner and name of the site's real repository, then remove "placeholder": true`,
    );
    expect(lines).toContain(
      `${EDITOR_REPOSITORY_FILE}:${lineOf(EDITOR_REPOSITORY_FILE, '"appSlug": ""')} — the deployed editor names no GitHub App — write the slug of the editor's GitHub App (the last part of its public page's address), as docs/editor.md's Deploying the editor says`,
    );
    expect(lines).toContain(
      `content/site/site.json:${lineOf('content/site/site.json', '"placeholder": true')} — placeholder: email address hello@salusion.com — put in the real value (for a video: its id at the provider), then remove "placeholder: true"`,
    );
    // The legal pages' addresses for privacy requests and written notices.
    expect(lines).toContainEqual(expect.stringMatching(/^content\/site\/site\.json:\d+ — placeholder: email address privacy@salusion\.com — /));
    expect(lines).toContainEqual(expect.stringMatching(/^content\/site\/site\.json:\d+ — placeholder: postal address Salusion, Attn: Legal, /));
  });

  it('finds a sample flag in any data file, with no list to update', () => {
    clearFlags();
    const file = 'content/data/capabilities.yaml';
    writeFileSync(join(root, file), readFileSync(join(root, file), 'utf8').replace('  - id: compliance\n', '  - id: compliance\n    sample: true\n'));
    expect(launchItems(root, undefined, MID_2026).map(formatProblem)).toEqual([
      `${file}:${lineOf(file, 'sample: true')} — sample copy: "compliance — Compliance" — replace it with the real, approved text, then remove "sample: true"`,
    ]);
  });

  it('finds nothing once every flag is gone', () => {
    clearFlags();
    expect(launchItems(root, undefined, MID_2026)).toEqual([]);
  });
});

describe('yearly figures', () => {
  const file = NUMBERS_FILE;
  const yearly = (today: string) =>
    launchItems(root, undefined, new Date(`${today}T00:00:00Z`))
      .map(formatProblem)
      .filter((l) => l.includes('yearly figure'));
  const FIGURES = ['affordabilityPercent', 'qsehraLimits.selfOnly', 'qsehraLimits.family', 'ebhraMax', 'povertyLine.contiguous', 'povertyLine.alaska', 'povertyLine.hawaii'];
  const MISSING_2027 = FIGURES.filter((key) => key !== 'ebhraMax');

  it('asks for none while the current year is in and the next begins in more than 90 days', () => {
    expect(yearly('2025-03-01')).toEqual([]);
    expect(yearly('2026-10-02')).toEqual([]);
  });

  it("asks for each figure the next year's entry lacks from 90 days before it begins, at that entry's line", () => {
    const lines = yearly('2026-11-23');
    expect(lines).toEqual(
      MISSING_2027.map(
        (key) => `${file}:${lineOf(file, '- year: 2027')} — yearly figure ${key} is missing for plan year 2027 — add ${key} to the entry "year: 2027" under planYears, with the figure the IRS published for 2027`,
      ),
    );
    expect(yearly('2026-10-03')).toHaveLength(MISSING_2027.length);
  });

  it('asks for the current year once it has begun without its figures, and for every figure of a year with no entry', () => {
    expect(yearly('2027-02-01')).toHaveLength(MISSING_2027.length);
    expect(yearly('2027-02-01').every((l) => l.includes('plan year 2027'))).toBe(true);
    expect(yearly('2028-01-01').filter((l) => l.includes('plan year 2028'))).toEqual(
      FIGURES.map((key) => expect.stringMatching(new RegExp(`^${file}:${lineOf(file, 'planYears:')} — yearly figure ${key.replace('.', '\\.')} is missing for plan year 2028 — add an entry "- year: 2028"`))),
    );
  });

  it("names the one figure a year's entry lacks, at that entry's line", () => {
    const text = readFileSync(join(root, file), 'utf8');
    writeFileSync(join(root, file), text.replace(/(- year: 2026\n)(\s+)affordabilityPercent: [\d.]+\n/, '$1'));
    expect(yearly('2026-05-01')).toEqual([
      `${file}:${lineOf(file, '- year: 2026')} — yearly figure affordabilityPercent is missing for plan year 2026 — add affordabilityPercent to the entry "year: 2026" under planYears, with the figure the IRS published for 2026`,
    ]);
  });
});

describe('figures and rules read only in secondary sources', () => {
  const file = NUMBERS_FILE;
  const unconfirmed = () =>
    launchItems(root, undefined, MID_2026)
      .map(formatProblem)
      .filter((l) => l.includes('secondary source'));

  it('names each figure a year lists as unconfirmed, and each rule plan.unconfirmedSources lists, at its line', () => {
    clearFlags();
    const doc = parseDocument(readFileSync(join(root, file), 'utf8'));
    doc.setIn(['numbers', 'planYears', 2, 'unconfirmed'], doc.createNode(['ebhraMax']));
    doc.setIn(['numbers', 'plan', 'unconfirmedSources'], doc.createNode(['furnishingNotice']));
    writeFileSync(join(root, file), doc.toString());
    expect(unconfirmed()).toEqual([
      `${file}:${lineOf(file, '- ebhraMax')} — yearly figure ebhraMax of plan year 2027 rests on a secondary source — confirm it against the IRS's own text (the entry's sources and notes name the document), correct it if it differs, then remove ebhraMax from unconfirmed`,
      `${file}:${lineOf(file, '- furnishingNotice')} — the rule of plan.sources.furnishingNotice was read only in secondary sources — read the rule in the primary text its source cites, correct the pages' wording if it differs, then remove furnishingNotice from unconfirmedSources`,
    ]);
  });

  it('names none once confirmed', () => {
    clearFlags();
    expect(unconfirmed()).toEqual([]);
  });
});

describe("security.txt's Expires date", () => {
  const file = 'content/site/site.json';
  /** The copy's site.json with security.expires set to `date`. */
  const expiring = (date: string) => {
    const text = readFileSync(join(root, file), 'utf8');
    writeFileSync(join(root, file), text.replace(/"expires": "[^"]*"/, `"expires": "${date}"`));
  };
  const lines = (today: string) =>
    launchItems(root, undefined, new Date(`${today}T00:00:00Z`))
      .map(formatProblem)
      .filter((l) => l.includes('security.txt'));

  it.each([
    // expires, today, what the check says (nothing while it is 30 days to a year away)
    ['2027-11-30', '2026-12-01', undefined],
    ['2027-11-30', '2027-10-31', undefined],
    ['2027-11-30', '2027-11-01', 'expires on 2027-11-30'],
    ['2027-11-30', '2027-12-01', 'expired on 2027-11-30'],
    ['2027-11-30', '2026-11-29', "Expires (2027-11-30) is more than a year away"],
  ])('expiring %s, on %s: %s', (expires, today, what) => {
    clearFlags();
    expiring(expires);
    expect(lines(today)).toEqual(what === undefined ? [] : [expect.stringMatching(new RegExp(`^${file}:${lineOf(file, '"expires"')} — /\\.well-known/security\\.txt.*${what.replace(/[().]/g, '\\$&')} — write in security\\.expires a date less than a year after today \\(${today}\\)`))]);
  });
});

describe('npm run check:launch', () => {
  const run = () => {
    try {
      execFileSync(process.execPath, ['scripts/check-launch.ts', root], { stdio: 'pipe', env: { ...process.env, [BUILD_DATE_VARIABLE]: '2026-06-01' } });
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

  it('asks for next year from the date SALUSION_BUILD_DATE names', () => {
    clearFlags();
    const output = () => {
      try {
        execFileSync(process.execPath, ['scripts/check-launch.ts', root], { stdio: 'pipe', env: { ...process.env, [BUILD_DATE_VARIABLE]: '2026-11-23' } });
        return '';
      } catch (error) {
        return String((error as { stderr: Buffer }).stderr);
      }
    };
    expect(output()).toContain('yearly figure affordabilityPercent is missing for plan year 2027');
  });
});
