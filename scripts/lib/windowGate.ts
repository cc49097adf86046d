// The first-window gate, split as docs/decisions.md rules it: gates hold the code, advice holds the
// words. Each page is measured twice, as built and as built with its prose set aside
// (templateBuild.ts). The code of a page (everything but its prose) must leave its words
// WORDS_ROOM bytes of the first window, or the audit fails and names the page; a page whose words
// take it past the window is advice (it needs a second round trip), printed, with CI green.
import { FIRST_WINDOW_BYTES, type HtmlWeight } from './budgets.ts';
import { textTable } from './textTable.ts';

/**
 * Bytes of the first window the code of every page leaves for its words. The words of today's
 * pages take 0 to 2,000 bytes gzip of it (the Terms the most); the code of the tightest page,
 * the employer calculator's, left 930 bytes when the gate was set (2026-12-01).
 */
export const WORDS_ROOM = 768;

/** How much later a page paints when it needs a second round trip on Lighthouse's mobile network. */
export const SECOND_TRIP_MS = 150;

/** Each page whose code leaves its words less than WORDS_ROOM, in words naming what to change: the gate. */
export function codeProblems(template: readonly HtmlWeight[]): string[] {
  return template
    .filter((row) => row.sentBytes + WORDS_ROOM > FIRST_WINDOW_BYTES)
    .map(
      (row) =>
        `${row.path}: its code (layout, components, styles and scripts, with its words set aside) is ${row.sentBytes.toLocaleString('en-US')} bytes with its headers, which leaves its words ${(FIRST_WINDOW_BYTES - row.sentBytes).toLocaleString('en-US')} of the first TCP window (${FIRST_WINDOW_BYTES.toLocaleString('en-US')}), less than the ${WORDS_ROOM} they are owed: make the page's markup, CSS or inline scripts smaller, or move a tool it shows to a page with room and link to it`,
    );
}

/** Each page whose words take it past the first window, as advice an editor can act on: printed, never failed. */
export function wordsAdvice(actual: readonly HtmlWeight[], fileOf: (path: string) => string | undefined = () => undefined): string[] {
  return actual
    .filter((row) => row.sentBytes > FIRST_WINDOW_BYTES)
    .map(
      (row) =>
        `${row.path}: its words take it ${(row.sentBytes - FIRST_WINDOW_BYTES).toLocaleString('en-US')} bytes past the first round trip (${row.sentBytes.toLocaleString('en-US')} of ${FIRST_WINDOW_BYTES.toLocaleString('en-US')}): it now needs a second round trip, about ${SECOND_TRIP_MS} ms slower on a phone; consider saying the same in fewer words in ${fileOf(row.path) ?? 'its file'}, or splitting it into two pages`,
    );
}

/** The paths whose words, not their code, take them past the first window: their largest paint is advice too. */
export function overByWords(actual: readonly HtmlWeight[], template: readonly HtmlWeight[]): Set<string> {
  const fits = new Set(template.filter((row) => row.sentBytes + WORDS_ROOM <= FIRST_WINDOW_BYTES).map((row) => row.path));
  return new Set(actual.filter((row) => row.sentBytes > FIRST_WINDOW_BYTES && fits.has(row.path)).map((row) => row.path));
}

/** Each route as built and with its words set aside, with the room each leaves: the table `npm run first-window` and the audit print. */
export function windowTable(actual: readonly HtmlWeight[], template: readonly HtmlWeight[]): string {
  const header = ['route', 'sent (bytes)', 'left in first window', 'code, words aside (bytes)', `left for words (owed ${WORDS_ROOM})`];
  const lines = actual.map((row) => {
    const code = template.find((t) => t.path === row.path)?.sentBytes;
    return [row.path, String(row.sentBytes), String(FIRST_WINDOW_BYTES - row.sentBytes), code === undefined ? '?' : String(code), code === undefined ? '?' : String(FIRST_WINDOW_BYTES - code)];
  });
  return textTable(header, lines);
}

/** How many routes fit the first window as built, and how many leave their words their room. */
export function windowSummary(actual: readonly HtmlWeight[], template: readonly HtmlWeight[]): string {
  const fit = actual.filter((row) => row.sentBytes <= FIRST_WINDOW_BYTES).length;
  const owed = template.filter((row) => row.sentBytes + WORDS_ROOM <= FIRST_WINDOW_BYTES).length;
  return `${fit} of ${actual.length} routes fit the first TCP window (${FIRST_WINDOW_BYTES.toLocaleString('en-US')} bytes, headers included); the code of ${owed} of ${template.length} leaves its words ${WORDS_ROOM} bytes of it.`;
}
