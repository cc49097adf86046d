// Holds the editors' guide (content/README.md) to the workflow it teaches: it starts in the browser
// (sign in, a branch, a save, the preview, a pull request) with no command or local address until its
// developers' section, its pictures are exactly the ones `npm run shots:editor` takes, each a small
// PNG, and it agrees with the deploy steps in docs/editor.md on branches and addresses.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EDITOR_SHOTS } from '../../scripts/lib/editorShots';
import { EDITOR_BRANCH_PREFIX } from '../../src/editor/storage';

const guide = readFileSync('content/README.md', 'utf8');
const editorDoc = readFileSync('docs/editor.md', 'utf8');
const IMAGES = 'content/readme-images';
/** The largest a picture may be: the guide is read on GitHub, often on a phone. */
const MAX_PICTURE_BYTES = 160_000;

const headings = (text: string, level: string) => [...text.matchAll(new RegExp(`^${level} (.+)$`, 'gm'))].map((m) => m[1]!);
const section = (text: string, heading: string) => {
  const start = text.indexOf(`\n${heading}\n`);
  expect(start, heading).toBeGreaterThanOrEqual(0);
  const next = text.indexOf('\n## ', start + 1);
  return text.slice(start, next < 0 ? undefined : next);
};
/** The part of the guide written for editors: everything before the developers' section. */
const editorsPart = guide.slice(0, guide.indexOf('\n## For developers\n'));

describe("the editors' guide", () => {
  it('starts with the browser walk-through, in the order an editor works', () => {
    expect(headings(guide, '##')[0]).toBe('Edit in the browser');
    expect(headings(section(guide, '## Edit in the browser'), '###')).toEqual([
      '1. Open the editor',
      '2. Sign in with GitHub',
      '3. Start a branch for your change',
      '4. Find a page and change it',
      '5. Save',
      '6. Look at the preview',
      '7. Ask for it to be published',
    ]);
  });

  it('keeps commands and local addresses to its developers’ section, near its end', () => {
    expect(editorsPart.length).toBeLessThan(guide.length);
    const headingsAfter = headings(guide.slice(editorsPart.length), '##');
    expect(headingsAfter[0]).toBe('For developers');
    for (const developerWord of ['npm ', 'git ', '127.0.0.1', 'localhost', 'check:content']) {
      expect(editorsPart, developerWord).not.toContain(developerWord);
    }
    expect(section(guide, '## For developers')).toContain('npm run edit');
  });

  it('names the branch prefix the deployed editor uses, and the buttons of its screens', () => {
    const branches = section(guide, '## Edit in the browser');
    expect(branches).toContain(`\`${EDITOR_BRANCH_PREFIX}\``);
    for (const button of ['Log in with GitHub', 'New branch…', 'Create branch and save', 'Save', 'Create pull request']) {
      expect(branches, button).toContain(`**${button}**`);
    }
  });

  it('leaves the editor’s address to one line, which the deploy steps in docs/editor.md fill in', () => {
    expect(guide.split('**Editor:**').length - 1).toBe(1);
    expect(section(editorDoc, '## Deploying the editor')).toContain('**Editor:**');
  });

  it('leaves the previews’ address to the editor, which shows each branch’s, once the deploy steps write it in repository.json', () => {
    expect(guide).not.toContain('pages.dev');
    expect(section(guide, '## Edit in the browser')).toContain('**Preview**');
    // A branch's preview is the Pages address with the branch's name in front, "/" as "-".
    expect(section(editorDoc, '## Deploying the editor')).toContain('https://content-<name>.<project>.pages.dev');
    expect(section(editorDoc, '## Deploying the editor')).toContain('`"previews"` in\n   `src/editor/repository.json`');
  });

  it('shows exactly the pictures `npm run shots:editor` takes, each a small PNG', () => {
    const shown = [...guide.matchAll(/!\[[^\]]+\]\(readme-images\/([^)]+)\)/g)].map((m) => m[1]!);
    const taken = EDITOR_SHOTS.map((shot) => shot.file);
    expect(new Set(shown).size).toBe(shown.length);
    expect([...shown].sort()).toEqual([...taken].sort());
    expect(readdirSync(IMAGES).sort()).toEqual([...taken].sort());
    for (const file of taken) {
      const bytes = readFileSync(join(IMAGES, file));
      expect(bytes.subarray(1, 4).toString(), file).toBe('PNG');
      expect(statSync(join(IMAGES, file)).size, file).toBeLessThanOrEqual(MAX_PICTURE_BYTES);
    }
  });
});
