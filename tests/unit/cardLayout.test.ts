// How a heading is set on a social card: the largest size it fits, lines of even length, and an
// ellipsis only when even the smallest size cannot hold it, so no heading ever runs off the card.
import { describe, expect, it } from 'vitest';
import { fitHeading, type HeadingBox, type Measure } from '~/lib/cardLayout';
import { cardHeading } from '~/build/socialCard';
import { ROUTES } from '../../scripts/lib/routes';

/** A monospaced stand-in: every character half as wide as the font size. */
const mono: Measure = (text, size) => text.length * size * 0.5;
// Three lines at 80 px, four at 60, six at 40.
const box: HeadingBox = { width: 1000, height: 240, leading: 1, sizes: [80, 60, 40] };
const words = (n: number) => Array.from({ length: n }, (_, i) => `word${String(i).padStart(2, '0')}`).join(' ');

describe('fitHeading', () => {
  it.each([
    { heading: 'Find Broker', size: 80, lines: ['Find Broker'] },
    { heading: '  Find   Broker ', size: 80, lines: ['Find Broker'] },
    // 28 characters are 1120 px at 80: two lines, even, rather than "Lower the Cost of" and a lone word.
    { heading: 'Lower the Cost of Healthcare', size: 80, lines: ['Lower the Cost', 'of Healthcare'] },
    // 20 six-letter words need four lines at 80 (25 characters a line), three at 60.
    { heading: words(12), size: 60, lines: [words(4), words(8).slice(28), words(12).slice(56)] },
    { heading: words(20), size: 40, lines: [words(7), words(14).slice(49), words(20).slice(98)] },
    // 70 characters of one word are 1400 px even at 40: cut, with an ellipsis, to 1000 px.
    { heading: 'x'.repeat(70), size: 40, lines: [`${'x'.repeat(49)}…`] },
    { heading: `${'x'.repeat(70)} tail`, size: 40, lines: [`${'x'.repeat(49)}…`] },
  ])('sets "$heading" at $size px in $lines.length line(s)', ({ heading, size, lines }) => {
    expect(fitHeading(heading, box, mono)).toEqual({ size, lines });
  });

  it('cuts a heading too long for its lines at the smallest size after its last whole word that fits, with an ellipsis', () => {
    const { size, lines } = fitHeading(words(60), box, mono);
    expect(size).toBe(40);
    expect(lines).toHaveLength(6);
    expect(lines[5]).toBe(`${words(42).slice(35 * 7)}…`);
    for (const line of lines) expect(mono(line, size)).toBeLessThanOrEqual(box.width);
  });

  it('drops the punctuation a cut leaves before the ellipsis', () => {
    // The sixth line ends "word39," and the next word needs a seventh.
    const { lines } = fitHeading(`${words(40)}, ${'y'.repeat(20)} tail`, box, mono);
    expect(lines.at(-1)).toBe('word35 word36 word37 word38 word39…');
  });

  it.each([1, 2, 5, 13, 21, 34, 55, 89])('never lets a heading of %i words past the box, in width or in height', (n) => {
    const { size, lines } = fitHeading(words(n), box, mono);
    expect(box.sizes).toContain(size);
    expect(lines.length * size * box.leading).toBeLessThanOrEqual(box.height);
    for (const line of lines) expect(mono(line, size)).toBeLessThanOrEqual(box.width);
  });
});

describe('every page heading on its card, in the card font', () => {
  it.each(ROUTES)('$path: "$heading" is set whole, in at most two lines at 64 px or more', async ({ heading }) => {
    const { size, lines } = await cardHeading(heading);
    expect(lines.join(' ')).toBe(heading);
    expect(lines.length).toBeLessThanOrEqual(2);
    expect(size).toBeGreaterThanOrEqual(64);
  });

  it('measures with the real letter widths: a line of capitals W takes more lines than one of i', async () => {
    const wide = await cardHeading('WWWW '.repeat(8).trim());
    const narrow = await cardHeading('iiii '.repeat(8).trim());
    expect(wide.lines.length).toBeGreaterThan(narrow.lines.length);
  });
});
