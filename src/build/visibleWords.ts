// Words as visitors read them: each {key} naming a number written out from the numbers data, then
// typeset (curly quotes, dashes, product names; typeset.ts), so editors type plain text. One
// definition for the collections (src/content.config.ts), the islands' words
// (src/integrations/islandWords.ts) and the code that finds the built site by its words
// (scripts/lib/contentWords.ts), so all three read the same words.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { fillNumbers } from '../lib/format.ts';
import { contentRoot, dataFiles } from '../schemas/files.ts';
import { typesetStrings, typesetter } from './typeset.ts';

/** The numbers data as saved now. */
function savedNumbers(): unknown {
  return (parse(readFileSync(`${contentRoot}/${dataFiles.numbers}`, 'utf8')) as { numbers?: unknown } | null)?.numbers;
}

/**
 * `data` with every string in it as visitors read it, at any depth. It reads the numbers and the
 * product names as saved now, so a dev server shows an edit to either on the next request.
 */
export function visibleWords<T>(data: T): T {
  const numbers = savedNumbers();
  const typeset = typesetter();
  return typesetStrings(data, (text) => typeset(fillNumbers(text, numbers)));
}
