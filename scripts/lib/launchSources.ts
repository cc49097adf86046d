// The sources check:launch asks to confirm: a rule or figure in numbers.yaml whose source says it was
// read from a secondary source (a summary, a repository that quotes the primary text) is listed until
// someone has read the primary text and taken those words out. The words are the flag, so a source
// that says so is found with no list kept here, and the editor sees why in the source itself.
import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, visit } from 'yaml';
import type { Problem } from './problem.ts';

/** The words by which a source says it is not yet confirmed against its primary text. */
export const UNCONFIRMED = /secondary source|confirm against|counsel to check/i;

/** The dotted name of the value at `path` ("plan.sources.povertyLine"; a plan year's entry by its year). */
function nameAt(path: readonly unknown[], key: string): string {
  const parts: string[] = [];
  for (const [i, node] of path.entries()) {
    if (!isPair(node) || !isScalar(node.key)) continue;
    parts.push(String(node.key.value));
    const list = path[i + 1];
    const entry = path[i + 2];
    if (isSeq(list) && isMap(entry)) parts.push(String(entry.get('year') ?? list.items.indexOf(entry)));
  }
  return [...parts.slice(1), key].join('.');
}

/** Each source in the numbers file `text` that is not yet confirmed against its primary text, at its line. */
export function unconfirmedSources(file: string, text: string): Problem[] {
  const counter = new LineCounter();
  const doc = parseDocument(text, { lineCounter: counter });
  const found: Problem[] = [];
  visit(doc, {
    Pair(_, pair, path) {
      if (!isScalar(pair.key) || !isScalar(pair.value) || typeof pair.value.value !== 'string') return;
      const key = String(pair.key.value);
      const inSources = path.some((node) => isPair(node) && isScalar(node.key) && node.key.value === 'sources');
      if ((key !== 'source' && !inSources) || !UNCONFIRMED.test(pair.value.value)) return;
      found.push({
        file,
        line: counter.linePos(pair.key.range![0]).line,
        what: `${nameAt(path, key)}: confirm against the primary text (its source is secondary, or not yet checked)`,
        fix: 'read the text it cites (the regulation, the Federal Register notice, the IRS\'s or CMS\'s own document), correct the figure or rule where it differs, then take "secondary source", "confirm against …" and "counsel to check …" out of the source',
      });
    },
  });
  return found;
}
