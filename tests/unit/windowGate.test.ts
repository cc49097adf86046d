// The first-window gate holds the code and advises on the words: a page whose code leaves its words
// less than their room fails, naming the page and what to change; a page whose words take it past
// the window is advice, with the cost of a second round trip, and its largest paint is advice too.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FIRST_WINDOW_BYTES, type HtmlWeight } from '../../scripts/lib/budgets';
import { belowFloors, CEILINGS, TARGETS, wordsLcpAdvice, type AuditRow } from '../../scripts/lib/auditFloors';
import { codeProblems, overByWords, windowSummary, windowTable, WORDS_ROOM, wordsAdvice } from '../../scripts/lib/windowGate';
import { FIXED_WORD, withFixedProse } from '../../scripts/lib/templateBuild';

const row = (path: string, sentBytes: number): HtmlWeight => ({ path, rawBytes: sentBytes * 4, gzipBytes: sentBytes - 280, sentBytes });
const CODE_LIMIT = FIRST_WINDOW_BYTES - WORDS_ROOM;

describe('codeProblems', () => {
  it.each([
    ['code that leaves its words more than their room', CODE_LIMIT - 1, 0],
    ['code that leaves them exactly their room', CODE_LIMIT, 0],
    ['code one byte over', CODE_LIMIT + 1, 1],
  ])('%s', (_case, bytes, count) => {
    expect(codeProblems([row('/pricing', bytes)])).toHaveLength(count);
  });

  it('names the page, its bytes and the ways back in', () => {
    expect(codeProblems([row('/pricing', 14_000)])[0]).toMatch(/^\/pricing: its code .* is 14,000 bytes .* leaves its words 600 .* make the page's markup, CSS or inline scripts smaller/);
  });
});

describe('wordsAdvice', () => {
  it.each([
    ['a page that fits', FIRST_WINDOW_BYTES, 0],
    ['a page its words take one byte over', FIRST_WINDOW_BYTES + 1, 1],
  ])('%s', (_case, bytes, count) => {
    expect(wordsAdvice([row('/terms-of-service', bytes)])).toHaveLength(count);
  });

  it('says what it costs and what an editor can do, in the page’s file', () => {
    const [advice] = wordsAdvice([row('/terms-of-service', FIRST_WINDOW_BYTES + 150)], () => 'content/pages/terms-of-service.mdx');
    expect(advice).toBe(
      '/terms-of-service: its words take it 150 bytes past the first round trip (14,750 of 14,600): it now needs a second round trip, about 150 ms slower on a phone; consider saying the same in fewer words in content/pages/terms-of-service.mdx, or splitting it into two pages',
    );
  });

  it('is what the editors’ guide quotes, for the page and the bytes it quotes', () => {
    const quoted = readFileSync('content/README.md', 'utf8').match(/^advice: (\/\S*): .* \(([\d,]+) of [\d,]+\).* in (\S+), or splitting.*$/m);
    expect(quoted).not.toBeNull();
    const [line, path, sent, file] = quoted!;
    expect(wordsAdvice([row(path!, Number(sent!.replaceAll(',', '')))], () => file).map((advice) => `advice: ${advice}`)).toEqual([line]);
  });
});

describe('overByWords', () => {
  it('is the pages over the window whose code leaves their words their room, not those whose code does not', () => {
    const actual = [row('/a', FIRST_WINDOW_BYTES + 1), row('/b', FIRST_WINDOW_BYTES + 1), row('/c', 9_000)];
    const template = [row('/a', 9_000), row('/b', CODE_LIMIT + 1), row('/c', 8_000)];
    expect([...overByWords(actual, template)]).toEqual(['/a']);
  });
});

describe('the largest paint of a page its words take past the window', () => {
  const slow: AuditRow = { path: '/terms-of-service', performance: 99, accessibility: 100, bestPractices: 100, seo: 100, lcpMs: CEILINGS.lcpMs + 150, tbtMs: 0, cls: 0, transferBytes: 20_000 };

  it('fails the gate when the code is to blame, and is advice when the words are', () => {
    expect(belowFloors(slow)).toHaveLength(1);
    expect(belowFloors(slow, true)).toEqual([]);
    expect(wordsLcpAdvice(slow)).toEqual([expect.stringMatching(new RegExp(`^/terms-of-service: its largest paint comes at ${CEILINGS.lcpMs + 150} ms on a phone, over the ${TARGETS.lcpMs} ms`))]);
  });

  it('treats its blocking time the same way: the gate when the code is to blame, advice when the words are', () => {
    const busy = { ...slow, lcpMs: 0, tbtMs: CEILINGS.tbtMs + 40 };
    expect(belowFloors(busy)).toEqual([`/terms-of-service: TBT ${CEILINGS.tbtMs + 40} ms is above ${CEILINGS.tbtMs} ms`]);
    expect(belowFloors(busy, true)).toEqual([]);
    expect(wordsLcpAdvice(busy)).toEqual([expect.stringMatching(/^\/terms-of-service: its main thread is blocked \d+ ms on a phone/)]);
  });

  it('keeps every other floor for such a page', () => {
    expect(belowFloors({ ...slow, accessibility: 99 }, true)).toEqual(['/terms-of-service: accessibility 99 is below 100']);
  });
});

describe('the printed table', () => {
  it('gives each route as built and as code, with the room each leaves, and counts both', () => {
    const lines = windowTable([row('/pricing', 14_000)], [row('/pricing', 13_000)]).split('\n');
    expect(lines[2]).toMatch(/^\| \/pricing \| 14000 +\| 600 +\| 13000 +\| 1600 +\|$/);
    expect(windowSummary([row('/pricing', 14_000)], [row('/pricing', 13_000)])).toBe(
      `1 of 1 routes fit the first TCP window (14,600 bytes, headers included); the code of 1 of 1 leaves its words ${WORDS_ROOM} bytes of it.`,
    );
  });
});

describe('withFixedProse', () => {
  it('sets each run of prose and each yearly figure aside, and keeps the other tags and their settings', () => {
    const source = '---\ntitle: A page\n---\n## A heading\n\nIt is <YearlyFigure k="ebhraMax" as="usd" item="{figure} in {year}" />, see <N k="prices.ichra" />.\n\n<Band>\n  More words.\n</Band>\n';
    expect(withFixedProse(source)).toBe(`---\ntitle: A page\n---\n## ${FIXED_WORD}\n\n${FIXED_WORD}${FIXED_WORD}${FIXED_WORD}<N k="prices.ichra" />${FIXED_WORD}\n\n<Band>\n  ${FIXED_WORD}\n</Band>\n`);
  });
});
