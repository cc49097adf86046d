// One typographic style on every built page and PDF: curly apostrophes and quotes wherever a visitor
// reads words (page text, labels, titles, descriptions, the social card's words), set by the build
// from whatever the editor typed (src/build/typeset.ts). That the build sets straight quotes typed
// in each kind of place is proved on a copy of the project (tests/rebuild/editor.test.ts and
// editorEdits.test.ts).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PATHS } from '../../scripts/lib/routes';
import { builtPage, DIST, pdfText, visibleText } from '../support/builtSite';
import { site } from '../support/words';

/** Each straight quote in `text`, with the words around it. */
const straightQuotes = (text: string) => text.match(/.{0,30}['"].{0,30}/g) ?? [];

describe('the built site', () => {
  it.each(PATHS)('%s shows no straight apostrophe or quote', (path) => {
    expect(straightQuotes(visibleText(builtPage(path)))).toEqual([]);
  });

  it('the footer shows its words typeset, as content/site/site.json sets them', () => {
    const footer = builtPage('/').querySelector('footer')!.text;
    expect(footer).toContain(site.footer.start.label);
    expect(footer).toContain(site.footer.tagline);
  });

  it.each(readdirSync(join(DIST, 'downloads')))('the PDF %s prints no straight apostrophe or quote, and curly ones', async (file) => {
    const text = await pdfText(file);
    expect(straightQuotes(text)).toEqual([]);
    expect(text).toMatch(/’/);
  });
});
