// The editor's room-left line: a page's room in the first window is what the build measured, less
// what the editor's text has grown by compressed; the line says it rounded to tens, or how far past
// the window the words take the page and what that costs; the browser compresses the text as the
// build does; and the build measures a page's text as the editor holds it, after the front matter.
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { FIRST_WINDOW_BYTES } from '../../scripts/lib/budgets';
import { SECOND_TRIP_MS } from '../../scripts/lib/windowGate';
import { frontmatterOf, parseMdx } from '../../src/build/mdx';
import { gzipBytes, roomLeft, roomSentence } from '../../src/editor/pageRoom';
import { textOfPage } from '../../src/integrations/pageRoomFigures';

const measured = { sentBytes: FIRST_WINDOW_BYTES - 1_000, textGzipBytes: 2_000 };

describe('roomLeft', () => {
  it.each([
    ['text as measured', 2_000, 1_000],
    ['text grown by 400 bytes compressed', 2_400, 600],
    ['text shortened by 300 bytes compressed', 1_700, 1_300],
    ['text grown past the window', 3_250, -250],
  ])('with the %s, leaves %i bytes', (_case, now, room) => {
    expect(roomLeft(measured, FIRST_WINDOW_BYTES, now)).toBe(room);
  });
});

describe('roomSentence', () => {
  it.each([
    [1_244, /about 1,240 bytes .* one round trip/],
    [1_245, /about 1,250 bytes .* one round trip/],
    [5, /about 10 bytes .* one round trip/],
    [4, /^Room left: none to spare/],
    [0, /^Room left: none to spare/],
  ])('for %i bytes left says %s', (room, sentence) => {
    expect(roomSentence(room, SECOND_TRIP_MS)).toMatch(sentence);
  });

  it.each([
    [-298, 'about 300 bytes past one round trip'],
    [-1, 'about 10 bytes past one round trip'],
  ])('for %i bytes past the window says it is %s, and what that costs', (room, past) => {
    const sentence = roomSentence(room, SECOND_TRIP_MS);
    expect(sentence).toContain(past);
    expect(sentence).toContain(`about ${SECOND_TRIP_MS} ms slower on a phone`);
  });
});

describe('gzipBytes', () => {
  it('compresses as the build does, so unchanged text has grown by nothing', async () => {
    const text = new TextEncoder().encode('Fees are shown before you pay. '.repeat(50) + 'Every plan includes its documents.');
    expect(await gzipBytes(text)).toBe(gzipSync(text).length);
  });
});

describe('textOfPage', () => {
  it('is what follows the front matter’s closing line', () => {
    const source = '---\ntype: page\ntitle: A page\n---\n<Hero>\n  A line.\n</Hero>\n\nA paragraph.\n';
    expect(textOfPage(source, frontmatterOf(parseMdx(source))!.end)).toBe('<Hero>\n  A line.\n</Hero>\n\nA paragraph.\n');
  });
});
