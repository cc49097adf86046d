// What must still be replaced before the site goes live, found from the flags the content carries
// rather than from a list kept here: any data entry marked `sample: true` (the testimonials) or
// `placeholder: true` (the video ids, the contact email, the legal pages' addresses), any page whose front matter says
// `legalReview: pending`, any yearly figure missing for a plan year that has begun or begins
// within 90 days, a rule or figure whose source says it is not yet confirmed against its primary
// text, competitors' prices last checked a year ago or more, the deployed editor's
// GitHub repository while its file still says `"placeholder": true` and its GitHub App while that
// file names none, and each address the
// editors' guide still gives as "not set up yet".
// A new sample or placeholder anywhere in content/ is reported without a change to this file.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isMap, isPair, isScalar, LineCounter, parseDocument, visit, type Document, type YAMLMap } from 'yaml';
import { frontmatterOf } from '../../src/build/mdx.ts';
import { buildDate } from '../../src/lib/planYear.ts';
import * as schemas from '../../src/schemas/index.ts';
import type { Problem } from './problem.ts';
import { readContentPages } from './contentPages.ts';
import { staleCompetitorPrices } from './launchPrices.ts';
import { unconfirmedSources } from './launchSources.ts';
import { missingYearlyFigures } from './launchYears.ts';

/** What each flag means and what the editor does about it. */
const FLAGS = {
  sample: { what: (name: string) => `sample copy: ${name}`, fix: 'replace it with the real, approved text, then remove "sample: true"' },
  placeholder: { what: (name: string) => `placeholder: ${name}`, fix: 'put in the real value (for a video: its id at the provider), then remove "placeholder: true"' },
} as const;

/** How an entry names itself in the report: its id, name or title, its video id, or its email or postal address. */
function nameOf(entry: YAMLMap): string {
  const get = (key: string) => (entry.get(key) === undefined ? undefined : String(entry.get(key)));
  const address = get('address');
  if (address) return `${address.includes('@') ? 'email' : 'postal'} address ${address}`;
  const label = [get('id'), get('name') ?? get('title')].filter(Boolean).join(' — ') || 'an entry';
  const videoId = get('videoId');
  return videoId ? `video "${label}", id ${videoId}` : `"${label}"`;
}

/** How a flagged map names itself: by its own name, or inside a named entry by that entry's name and its key there (a video's length). */
function nameIn(path: readonly unknown[], entry: YAMLMap): string {
  const owner = path.filter((node): node is YAMLMap => isMap(node) && ['id', 'name', 'title'].some((key) => node.has(key))).at(-1);
  if (!owner || owner === entry) return nameOf(entry);
  const key = path.filter(isPair).at(-1)?.key;
  return `${nameOf(owner)}, its ${isScalar(key) ? String(key.value) : 'entry'}`;
}

/** Every entry of a data document flagged `sample: true` or `placeholder: true`. */
function flaggedEntries(file: string, doc: Document, counter: LineCounter): Problem[] {
  const found: Problem[] = [];
  visit(doc, {
    Pair(_, pair, path) {
      if (!isScalar(pair.key) || !isScalar(pair.value) || pair.value.value !== true) return;
      const flag = String(pair.key.value);
      if (!(flag in FLAGS)) return;
      const entry = path[path.length - 1];
      const { what, fix } = FLAGS[flag as keyof typeof FLAGS];
      const line = counter.linePos(pair.key.range![0]).line;
      found.push({ file, line, what: what(isMap(entry) ? nameIn(path, entry) : 'an entry'), fix });
    },
  });
  return found;
}

/** Legal pages whose front matter says counsel has not yet approved them. */
function pendingLegal(root: string, contentDir: string): Problem[] {
  return readContentPages(root, contentDir).flatMap((page) => {
    const front = page.tree ? frontmatterOf(page.tree) : undefined;
    if (!front) return [];
    const counter = new LineCounter();
    const doc = parseDocument(front.yaml, { lineCounter: counter });
    const pair = (doc.contents as YAMLMap | null)?.items.find((item) => isPair(item) && isScalar(item.key) && item.key.value === 'legalReview');
    if (!pair || !isScalar(pair.value) || pair.value.value !== 'pending') return [];
    const line = counter.linePos((pair.key as { range: [number] }).range[0]).line + front.line - 1;
    return [
      {
        file: page.file,
        line,
        what: `"${String(doc.get('title'))}" awaits counsel's review`,
        fix: 'once counsel approves the text, remove "legalReview: pending"',
      },
    ];
  });
}

/** Where the deployed editor's repository is named, from the project's root (src/editor/storage.ts reads it). */
export const EDITOR_REPOSITORY_FILE = 'src/editor/repository.json';

/** The deployed editor's repository while it is still the stand-in the project started with, and its GitHub App while none is named. */
function editorSetup(root: string): Problem[] {
  const counter = new LineCounter();
  const doc = parseDocument(readFileSync(join(root, EDITOR_REPOSITORY_FILE), 'utf8'), { lineCounter: counter });
  const pairOf = (key: string) => (doc.contents as YAMLMap | null)?.items.find((item) => isScalar(item.key) && item.key.value === key);
  const lineOfKey = (key: string) => counter.linePos((pairOf(key)!.key as { range: [number] }).range[0]).line;
  const found: Problem[] = [];
  const flag = pairOf('placeholder');
  if (flag && isScalar(flag.value) && flag.value.value === true) {
    found.push({
      file: EDITOR_REPOSITORY_FILE,
      line: lineOfKey('placeholder'),
      what: `placeholder: the deployed editor saves to the GitHub repository ${String(doc.get('owner'))}/${String(doc.get('name'))}`,
      fix: 'write the owner and name of the site\'s real repository, then remove "placeholder": true',
    });
  }
  if (pairOf('appSlug') && !doc.get('appSlug')) {
    found.push({
      file: EDITOR_REPOSITORY_FILE,
      line: lineOfKey('appSlug'),
      what: 'the deployed editor names no GitHub App',
      fix: 'write the slug of the editor\'s GitHub App (the last part of its public page\'s address), as docs/editor.md\'s Deploying the editor says',
    });
  }
  return found;
}

/** The editors' guide, whose Editor: and Previews: lines the team fills in once both are deployed. */
const GUIDE = 'README.md';

/** Each address line of the editors' guide that still says it is not set up. */
function missingAddresses(root: string, contentDir: string): Problem[] {
  const file = join(contentDir, GUIDE).replace(/^\.\//, '');
  return readFileSync(join(root, file), 'utf8')
    .split('\n')
    .flatMap((text, index) => {
      const [, label] = /^\*\*(\w+):\*\* \*not set up yet\*/.exec(text) ?? [];
      return label
        ? [{ file, line: index + 1, what: `the editors' guide has no ${label} address yet`, fix: 'write the address in place of "not set up yet", as docs/editor.md\'s Deploying the editor says' }]
        : [];
    });
}

/** Everything under `root` that must be replaced before launch on `today`; none means ready. */
export function launchItems(root: string, contentDir = schemas.contentRoot, today = buildDate()): Problem[] {
  const rel = (name: string) => join(contentDir, name).replace(/^\.\//, '');
  const data = Object.values(schemas.dataFiles).flatMap((name) => {
    const counter = new LineCounter();
    const doc = parseDocument(readFileSync(join(root, rel(name)), 'utf8'), { lineCounter: counter });
    return flaggedEntries(rel(name), doc, counter);
  });
  const numbersFile = rel(schemas.dataFiles.numbers);
  const numbersText = readFileSync(join(root, numbersFile), 'utf8');
  const yearly = missingYearlyFigures(numbersFile, numbersText, today);
  const prices = staleCompetitorPrices(numbersFile, numbersText, today);
  const sources = unconfirmedSources(numbersFile, numbersText);
  return [...data, ...yearly, ...sources, ...prices, ...pendingLegal(root, contentDir), ...editorSetup(root), ...missingAddresses(root, contentDir)];
}
