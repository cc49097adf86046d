// The canary for src/editor/borrowed.ts: everything the editor takes from Keystatic beyond its
// documented API, checked against the versions it was written for. An upgrade of @keystatic/core,
// @keystatic/astro or the @keystar/ui package Keystatic brings fails here first, with the part that
// changed named, before an editor meets a field that silently stopped refusing or a picture that
// a save deletes.
import { readFileSync } from 'node:fs';
import { fields } from '@keystatic/core';
import { NodeSelection } from 'prosemirror-state';
import { describe, expect, it, vi } from 'vitest';
import { EDITOR_INTERFACE } from '../../astro.config.mjs';
import * as borrowed from '../../src/editor/borrowed';

const packageOf = (name: string) => JSON.parse(readFileSync(`node_modules/${name}/package.json`, 'utf8')) as { version: string; dependencies?: Record<string, string> };
const declared = JSON.parse(readFileSync('package.json', 'utf8')) as { devDependencies: Record<string, string> };

describe('the versions the editor was checked against', () => {
  it.each([
    ['@keystatic/core', '0.6.9'],
    ['@keystatic/astro', '6.0.0'],
    ['@keystar/ui', '0.10.0'],
  ])('%s is pinned to exactly %s, and installed', (name, version) => {
    expect(declared.devDependencies[name]).toBe(version);
    expect(packageOf(name).version).toBe(version);
  });

  it('takes Keystatic’s interface components from a @keystar/ui that Keystatic itself accepts (~0.10.0), so the editor draws with the version Keystatic draws with', () => {
    expect(packageOf('@keystatic/core').dependencies?.['@keystar/ui']).toBe('~0.10.0');
  });
});

describe('Keystatic’s interface components (@keystar/ui 0.10.0)', () => {
  const source = readFileSync('src/editor/borrowed.ts', 'utf8');
  const modules = [...source.matchAll(/from '(@keystar\/ui\/[\w-]+)'/g)].map(([, module]) => module!);

  it('are each a component the editor can render', () => {
    const names = [...source.matchAll(/export \{([^}]+)\} from '@keystar\/ui/g)].flatMap(([, list]) => list!.split(',').map((name) => name.trim()));
    expect(names.length).toBeGreaterThan(5);
    for (const name of names) expect(['function', 'object'], name).toContain(typeof (borrowed as Record<string, unknown>)[name]);
  });

  it('are bundled up front by the editor’s dev server, so none reloads its page when first used', () => {
    expect([...EDITOR_INTERFACE].sort()).toEqual([...new Set(modules)].sort());
  });

  it('are used nowhere but here, and Keystatic’s private style variables nowhere at all', () => {
    const editorFiles = ['checkedField.tsx', 'pictureField.tsx', 'groupField.tsx', 'contentViews.tsx', 'blockProblems.tsx', 'pageTypeFields.tsx', 'zodFields.ts', 'videoIdField.ts', 'typingGuard.ts', 'refusedSave.ts'];
    for (const file of editorFiles) {
      const text = readFileSync(`src/editor/${file}`, 'utf8');
      expect(text, file).not.toMatch(/@keystar\/ui|--kui-|_zod\b|ProseMirror-/);
    }
  });
});

describe('Keystatic 0.6.9’s GitHub mode, which the status line of a branch reads', () => {
  const ui = readFileSync('node_modules/@keystatic/core/dist/keystatic-core-ui.js', 'utf8');
  // The browser bundle's shared chunks (index-<hash>.js), as its interface imports them.
  const shared = [...ui.matchAll(/from '\.\/(index-\w+\.js)'/g)].map(([, chunk]) => readFileSync(`node_modules/@keystatic/core/dist/${chunk}`, 'utf8')).join('\n');

  it('keeps the editor’s GitHub token in the cookie the status line reads', () => {
    vi.stubGlobal('document', { cookie: `theme=dark; keystatic-gh-access-token=${encodeURIComponent('a token')}` });
    expect(borrowed.gitHubToken()).toBe('a token');
    vi.unstubAllGlobals();
    expect(shared).toMatch(/function getSyncAuth\(config\) \{[\s\S]{0,300}cookies\['keystatic-gh-access-token'\]/);
  });

  it('names a branch’s screens /keystatic/branch/<branch>/…, the branch URI-encoded', () => {
    expect(ui).toContain('basePath = `/keystatic/branch/${encodeURIComponent(branch)}`;');
    expect(borrowed.BRANCH_SCREEN.exec('/keystatic/branch/content%2Fx/collection/pages/item/pricing')?.slice(1)).toEqual(['content%2Fx', 'pricing']);
  });

  it('names a page’s screen …/collection/pages/item/<page> in either mode, the page URI-encoded', () => {
    expect(ui).toContain('`${basePath}/collection/${encodeURIComponent(collection)}/item/${encodeURIComponent(key)}`');
    for (const pathname of ['/keystatic/collection/pages/item/product%2Fichra%2Fadp', '/keystatic/branch/content%2Fx/collection/pages/item/product%2Fichra%2Fadp']) {
      expect(borrowed.PAGE_SCREEN.exec(pathname)?.[1]).toBe('product%2Fichra%2Fadp');
    }
    expect(borrowed.PAGE_SCREEN.exec('/keystatic/collection/blocks/item/contact')).toBeNull();
  });
});

describe('the text editor under Keystatic’s documents (prosemirror-view 1.42.9)', () => {
  const view = 'node_modules/prosemirror-view';

  it('is the version the typing guard was checked against', () => {
    expect(packageOf('prosemirror-view').version).toBe('1.42.9');
  });

  it('marks its root with the class the guard reads while its selection is one not shown as text, such as a whole block', () => {
    const code = readFileSync(`${view}/dist/index.js`, 'utf8');
    expect(code).toContain(`if (sel.visible) {\n            view.dom.classList.remove("${borrowed.WHOLE_NODE_SELECTED}");`);
    expect(code).toContain(`view.dom.classList.add("${borrowed.WHOLE_NODE_SELECTED}");`);
    expect(NodeSelection.prototype.visible).toBe(false);
  });
});

/** The fields of Keystatic's whose parts the editor replaces (withParts), each made as the editor makes it. */
const WRAPPED = {
  text: () => fields.text({ label: 'Title', validation: { length: { min: 5 } } }),
  date: () => fields.date({ label: 'Updated' }),
  checkbox: () => fields.checkbox({ label: 'Sample' }),
  select: () => fields.select({ label: 'As', options: [{ label: 'usd', value: 'usd' }], defaultValue: 'usd' }),
  multiselect: () => fields.multiselect({ label: 'Structured data', options: [{ label: 'faq', value: 'faq' }] }),
  mdx: () => fields.mdx({ label: 'Page text' }),
};

describe('Keystatic 0.6.9 fields with parts replaced', () => {
  it.each(Object.entries(WRAPPED))('%s: a form field whose Input, validate and serialize are plain parts of the object, which a replacement takes the place of', (_kind, make) => {
    const field = make() as unknown as Record<string, unknown>;
    expect(field['kind']).toBe('form');
    for (const part of ['Input', 'validate', 'serialize']) expect(typeof field[part], part).toBe('function');
    const replaced = borrowed.withParts(make() as unknown as { kind: 'form'; validate: () => unknown }, { validate: () => 'replaced' });
    expect(replaced.validate()).toBe('replaced');
    expect(Object.keys(replaced).sort()).toEqual(Object.keys(field).sort());
  });

  it('writes what the editor’s rules read: an empty text as nothing, a date as its day, a choice as its value', () => {
    expect(WRAPPED.text().serialize('')).toEqual({ value: undefined });
    expect(WRAPPED.text().serialize('Annual limits')).toEqual({ value: 'Annual limits' });
    expect(String(WRAPPED.date().serialize('2021-07-20').value)).toBe('2021-07-20');
    expect(WRAPPED.date().serialize(null)).toEqual({ value: undefined });
    expect(WRAPPED.select().serialize('usd')).toEqual({ value: 'usd' });
    expect(WRAPPED.checkbox().serialize(false)).toEqual({ value: false });
  });

  it('throws from validate on a value its own options refuse, which is how the editor knows its own message shows', () => {
    expect(() => WRAPPED.text().validate('ab', undefined)).toThrow('Title must be at least 5 characters long');
    expect(WRAPPED.text().validate('Annual limits', undefined)).toBe('Annual limits');
  });

  it('leaves a document’s blocks unchecked, which the editor does itself (src/editor/blockProblems.tsx)', () => {
    const field = WRAPPED.mdx();
    expect(field.formKind).toBe('content');
    const state = {} as ReturnType<typeof field.defaultValue>;
    expect(field.validate(state)).toBe(state);
  });

  // The picture fields name no file, so Keystatic 0.6.9 neither loads nor, once replaced, deletes one.
  it('names, in a picture field of its own, the file it would load and delete: the editor’s own names none', () => {
    const image = fields.image({ label: 'Poster', directory: 'content/images/posters', publicPath: '../images/posters/' });
    expect(image.formKind).toBe('asset');
    expect(image.filename('../images/posters/ichra.svg', { suggestedFilenamePrefix: undefined, slug: undefined })).toBe('ichra.svg');
  });
});
