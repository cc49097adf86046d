// The words of content/ as visitors read them, for code that finds parts of the built site by their
// words (the browser tests, the interaction benchmark): each {key} naming a number written out and
// the text typeset, as the build does, so an editor's rewording moves the code along with the page.
import { readFileSync } from 'node:fs';
import { typesetter } from '../../src/build/typeset.ts';
import { visibleWords } from '../../src/build/visibleWords.ts';
import type { UiWords } from '../../src/schemas/index.ts';
import { contentRoot, dataFiles } from '../../src/schemas/index.ts';

export { visibleWords };

/** Sets one text as visitors read it. */
export const typeset = typesetter();

/** The words of buttons, labels and messages, from content/site/ui.json. */
export const ui = visibleWords((JSON.parse(readFileSync(`${contentRoot}/${dataFiles.ui}`, 'utf8')) as { ui: UiWords }).ui);

/** The start of `words`, up to its {`placeholder`} (or {`placeholder`:one|other}): what a page shows before the value it fills in. */
export function wordsBefore(words: string, placeholder: string): string {
  const at = words.search(new RegExp(`\\{${placeholder}(?::[^{}]*)?\\}`));
  if (at < 0) throw new Error(`"${words}" has no {${placeholder}}`);
  return words.slice(0, at);
}
