// Typesetting is the build's job, not the editor's: editors type plain keyboard characters and every
// word a visitor reads is set on the way to the page. Straight quotes and apostrophes become curly,
// -- and --- become dashes and ... an ellipsis, by the SmartyPants rules of satteri, the Markdown
// parser that already sets MDX prose for Astro (its smartPunctuation feature), so text written in
// data files, front matter, tag attributes and PDFs comes out exactly as prose does. Each product's
// name is also capitalised as content/data/products.yaml writes it. Addresses, paths and other
// code-like values are left as written.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { markdownToMdast, type MdastNode } from 'satteri';
import { parse } from 'yaml';
import { contentRoot, dataFiles } from '../schemas/files.ts';

/** A value with no spaces that holds a path, scheme, address or fragment sign: a URL, a file, an email, an anchor. */
const CODE_LIKE = /^\S*[/:@#]\S*$/;

/** What smart punctuation can change: a straight quote, a double hyphen or three dots. */
const SETTABLE = /['"]|--|\.\.\./;

/** Characters with a Markdown meaning inside a line, escaped so the parser reads them as themselves. */
const INLINE_SYNTAX = /[\\`*_{}[\]<>()#+!|~&$^=]/g;

/** Text nodes' values, in document order. */
function textOf(node: MdastNode): string {
  if (node.type === 'text') return node.value;
  return 'children' in node ? (node.children as MdastNode[]).map(textOf).join('') : '';
}

/**
 * One line set by satteri's smart punctuation. Inline syntax is escaped, and a letter and a space
 * go in front (and are taken off again), so the line is one paragraph of plain text whatever it
 * starts with: a list marker, a number and a dot, or --- stay text.
 */
function setLine(line: string): string {
  const [, lead = '', body = '', trail = ''] = /^(\s*)(.*?)(\s*)$/s.exec(line) ?? [];
  if (!SETTABLE.test(body)) return line;
  const tree = markdownToMdast(`a ${body.replace(INLINE_SYNTAX, '\\$&')}`, { features: { smartPunctuation: true, gfm: false, frontmatter: false } });
  return `${lead}${textOf(tree).slice(2)}${trail}`;
}

/** `text` with curly quotes and apostrophes, dashes and ellipses, as Astro sets MDX prose. Example: don't → don’t. */
export function smartPunctuation(text: string): string {
  return text.split('\n').map(setLine).join('\n');
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `text` with each of `names` capitalised as written there, wherever it is written with other capitals. */
export function capitaliseNames(text: string, names: readonly string[]): string {
  return names.reduce((out, name) => out.replace(new RegExp(`\\b${escapeRegExp(name)}\\b`, 'gi'), name), text);
}

/** The product names of content/data/products.yaml, as they are to be capitalised everywhere. */
export function productNames(root = '.'): string[] {
  const file = join(root, contentRoot, dataFiles.products);
  const products = (parse(readFileSync(file, 'utf8')) as { products?: { name?: unknown }[] } | null)?.products ?? [];
  return products.map((product) => product.name).filter((name): name is string => typeof name === 'string' && name.length > 0);
}

/** Whether `text` is a value to leave as written: an address, a path, an email, an anchor. */
export function isCodeLike(text: string): boolean {
  return CODE_LIKE.test(text);
}

/** A function that sets one text visitors read, with `names` capitalised; code-like values pass unchanged. */
export function typesetter(names: readonly string[] = productNames()): (text: string) => string {
  return (text) => (isCodeLike(text) ? text : capitaliseNames(smartPunctuation(text), names));
}

/** `data` with every string in it set by `typeset`, at any depth; keys, numbers, dates and other values stay. */
export function typesetStrings<T>(data: T, typeset: (text: string) => string): T {
  if (typeof data === 'string') return typeset(data) as T;
  if (Array.isArray(data)) return data.map((item: unknown) => typesetStrings(item, typeset)) as T;
  if (data !== null && typeof data === 'object' && Object.getPrototypeOf(data) === Object.prototype) {
    return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, typesetStrings(value, typeset)])) as T;
  }
  return data;
}
