// The docs a developer reads first keep no measured figure that goes stale: how many tests there
// are, how long a command takes, a day something was measured. The commands print those when they
// run (and write them to reports/), so docs/testing.md can only point at them.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** Figures of a measurement: a count of tests, a duration the machine took, the day of a reading. */
const MEASURED = [/\b\d[\d,]* tests\b/, /\babout \d[\d,.]* ?(s|seconds?|min|minutes?)\b/, /\b20\d\d-\d\d-\d\d\b/, /\bin \d[\d,.]* (seconds|minutes)\b/];

describe.each(['README.md', 'docs/testing.md', 'docs/architecture.md'])('%s', (file) => {
  it('states no measured figure (count of tests, duration, day of a reading)', () => {
    const text = readFileSync(file, 'utf8');
    expect(MEASURED.flatMap((pattern) => text.split('\n').filter((line) => pattern.test(line)))).toEqual([]);
  });
});

describe('what counts as a measured figure', () => {
  it.each([
    ['a count of tests', 'runs 739 tests', true],
    ['a duration', 'about 7 s on this machine', true],
    ['a day', 'measured 2026-11-23', true],
    ['a target the gate holds', 'judged against the 100 ms target', false],
    ['a window size', 'against 14,600 bytes', false],
  ])('%s: %s', (_case, text, measured) => {
    expect(MEASURED.some((pattern) => pattern.test(text))).toBe(measured);
  });
});
