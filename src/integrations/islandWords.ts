// An island imports its words from content/site/ui.json, one part at a time
// (`import words from 'virtual:ui/calculator'`), instead of being handed them as props. Props are
// written into the page's HTML a second time, beside the rendered words, where they cost every
// visitor bytes before the first paint; in the island's chunk they load with its code, after it,
// and stay cached from page to page. One module per part, so each chunk holds only the words its
// islands show. The words are set as the collection sets them (src/build/visibleWords.ts: numbers
// written out, quotes, dashes and product names typeset), so an island reads what the rest of the
// page does; the content collection validates the whole file in the same build (schema `ui`).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { visibleWords } from '../build/visibleWords.ts';
import { contentRoot, dataFiles } from '../schemas/files.ts';

/** How an island names a part of ui.json: `virtual:ui/` and the part's key. */
export const WORDS_PREFIX = 'virtual:ui/';

/** The module of one part: its words, as visitors read them, as the default export. */
export function wordsModule(json: string, part: string): string {
  const words: unknown = (JSON.parse(json) as { ui?: Record<string, unknown> }).ui?.[part];
  if (words === undefined) throw new Error(`content/site/ui.json has no part "${part}" (imported as ${WORDS_PREFIX}${part})`);
  return `export default ${JSON.stringify(visibleWords(words))};`;
}

/** ui.json, the file the words are read from. */
export const UI_FILE = resolve(contentRoot, dataFiles.ui);

/** The files a part's words are set from, besides ui.json: the numbers they name, the product names. */
const SETTING_FILES = [dataFiles.numbers, dataFiles.products].map((file) => resolve(contentRoot, file));

/** The Vite plugin. */
export function islandWords(): Plugin {
  const resolved = `\0${WORDS_PREFIX}`;
  return {
    name: 'salusion:island-words',
    resolveId: { filter: { id: new RegExp(`^${WORDS_PREFIX}`) }, handler: (id) => `\0${id}` },
    load: {
      filter: { id: new RegExp(`^\\0${WORDS_PREFIX}`) },
      handler(id) {
        // Dev and the editor's preview rebuild the module when any of the files is saved.
        for (const watched of [UI_FILE, ...SETTING_FILES]) this.addWatchFile(watched);
        return wordsModule(readFileSync(UI_FILE, 'utf8'), id.slice(resolved.length));
      },
    },
  };
}
