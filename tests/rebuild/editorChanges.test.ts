// The change editors make most, made as they make it, on a copy of the project: a sentence typed in
// the browser editor with a plain apostrophe and saved. Then the content check accepts the copy,
// it builds, and the page shows the sentence typeset, its apostrophe curly. (A price raised and
// plain quotes typed into settings, tags and data files are among the editors' changes that
// tests/rebuild/editorEdits.test.ts runs the project's own tests on.) About a minute: the
// editor's first start and a whole build.
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, findTestChromium } from '../../scripts/lib/browser';
import { checkContent } from '../../scripts/lib/contentCheck';
import { startEditor } from '../../scripts/lib/editorServer';
import { typeOver } from '../../scripts/lib/editorText';
import { formatProblem } from '../../scripts/lib/problem';
import { typeset } from '../../scripts/lib/contentWords';
import { builtPage, textOf } from '../support/builtSite';
import { plainSentence } from '../support/words';
import { buildCopy, copyProject, plainEnv } from '../../scripts/lib/projectCopy';

const work = copyProject('editor-changes');
const out = join(work, 'dist');
const PRICING_IN_EDITOR = '/keystatic/collection/pages/item/pricing';
const SAVED = /\[200\] POST \/api\/keystatic\/update/;

/** The first sentence of plain text on the pricing page, which the editor types over, and what they type: words of their own with a plain apostrophe. */
const OLD_SENTENCE = plainSentence('/pricing');
const TYPED = "We don't charge for an employee who is not enrolled in the HRA that month.";

let problems: string[] = [];

beforeAll(async () => {
  const editor = await startEditor(work, plainEnv());
  const browser = await chromium.launch({ executablePath: findTestChromium(), args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ baseURL: editor.origin });
    // The first visit bundles the editor's dependencies on a cold dev server: 10 to 40 s here.
    await page.goto(PRICING_IN_EDITOR);
    await page.locator('[contenteditable="true"] p').first().waitFor({ timeout: 90_000 });
    await typeOver(page, OLD_SENTENCE, TYPED);
    const saved = editor.logs(SAVED);
    await page.getByRole('button', { name: 'Save' }).click();
    await saved;
  } finally {
    await browser.close();
    await editor.stop();
  }
  problems = checkContent(work).map(formatProblem);
  // The dev server's content cache holds images rendered as dev mode does; the build starts afresh.
  rmSync(join(work, '.astro'), { recursive: true, force: true });
  buildCopy(work);
}, 300_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('a sentence typed in the editor with a plain apostrophe', () => {
  it('is saved as typed, and the content check accepts it', () => {
    expect(readFileSync(join(work, 'content/pages/pricing.mdx'), 'utf8')).toContain(TYPED);
    expect(problems).toEqual([]);
  });

  it('shows on the page typeset, its apostrophe curly', () => {
    expect(textOf(builtPage('/pricing', out).querySelector('main'))).toContain(typeset(TYPED));
    expect(typeset(TYPED)).toContain('’');
  });
});
