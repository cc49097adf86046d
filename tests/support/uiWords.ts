// content/site/ui.json as the tests read it: the words of the interactive parts, so a test finds a
// button or a message by the words an editor wrote.
import { readFileSync } from 'node:fs';
import type { UiWords } from '~/schemas';

/** The words of buttons, labels and messages, from content/site/ui.json. */
export const uiWords = (JSON.parse(readFileSync('content/site/ui.json', 'utf8')) as { ui: UiWords }).ui;
