// content/site/ui.json as the tests read it: parsed once, with the site's own type, so a test
// expects the words an editor wrote, and a change of wording never turns it red.
import { readFileSync } from 'node:fs';
import type { UiWords } from '~/schemas';

/** The words of the interactive parts, from content/site/ui.json. */
export const ui = (JSON.parse(readFileSync('content/site/ui.json', 'utf8')) as { ui: UiWords }).ui;
