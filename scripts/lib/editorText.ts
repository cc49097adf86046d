// Typing over a sentence in Keystatic's text editor as an editor would: select exactly the
// sentence, then type its replacement. Shared by the tests of the local and the deployed editor
// and by the editors' guide screenshots.
import type { Page } from 'playwright-core';

/** Waits for the editor's paragraph holding `sentence`, selects the sentence and types `replacement` over it. */
export async function typeOver(page: Page, sentence: string, replacement: string): Promise<void> {
  const paragraph = page.locator('[contenteditable="true"] p', { hasText: sentence });
  await paragraph.waitFor();
  await paragraph.evaluate((p, text) => {
    const walker = document.createTreeWalker(p, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent!.indexOf(text);
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + text.length);
      getSelection()!.removeAllRanges();
      getSelection()!.addRange(range);
      return;
    }
    throw new Error('sentence not found in one text node');
  }, sentence);
  await page.keyboard.type(replacement);
}
