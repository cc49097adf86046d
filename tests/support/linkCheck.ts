// Checks the built site's links: every internal link, image, script, stylesheet and
// download resolves to a built file, every anchor exists on its page (this one's or the one linked),
// every external link is https (a file written into the page to download is none), and every link
// that opens a new tab carries rel="noopener".
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from 'node-html-parser';

/** The file a site path is served from, or undefined when nothing is built there. */
function builtFile(dist: string, path: string): string | undefined {
  const clean = decodeURIComponent(path.split(/[?#]/)[0]!);
  const candidates = clean === '/' ? ['index.html'] : [clean, `${clean}.html`, `${clean.replace(/\/$/, '')}/index.html`];
  return candidates.map((c) => join(dist, c)).find((f) => existsSync(f) && !f.endsWith('/'));
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => join(e.parentPath, e.name));
}

/** The ids of a built HTML file's elements, read once per file. */
function idsOf(file: string, cache: Map<string, Set<string>>): Set<string> {
  let ids = cache.get(file);
  if (!ids) {
    ids = new Set(parse(readFileSync(file, 'utf8')).querySelectorAll('[id]').map((el) => el.id));
    cache.set(file, ids);
  }
  return ids;
}

/** Every broken link in the built site at `dist`, as "page: problem". */
export function checkLinks(dist: string): string[] {
  const problems: string[] = [];
  const idCache = new Map<string, Set<string>>();
  for (const file of htmlFiles(dist)) {
    const page = `/${relative(dist, file)}`;
    const root = parse(readFileSync(file, 'utf8'));
    const ids = idsOf(file, idCache);
    const refs: [string, string][] = [];
    for (const el of root.querySelectorAll('a[href], link[href]')) {
      // A file the page holds itself (the affordability planner's template CSV): saved, never fetched.
      if (el.hasAttribute('download') && el.getAttribute('href')!.startsWith('data:')) continue;
      refs.push([el.tagName.toLowerCase(), el.getAttribute('href')!]);
    }
    for (const el of root.querySelectorAll('img[src], script[src], iframe[src]')) refs.push([el.tagName.toLowerCase(), el.getAttribute('src')!]);
    for (const el of root.querySelectorAll('img[srcset], source[srcset]')) {
      for (const part of el.getAttribute('srcset')!.split(',')) refs.push(['img', part.trim().split(/\s+/)[0]!]);
    }
    for (const [tag, ref] of refs) {
      if (ref.startsWith('#')) {
        if (ref.length > 1 && !ids.has(ref.slice(1))) problems.push(`${page}: ${tag} points to missing anchor ${ref}`);
      } else if (ref.startsWith('/') && !ref.startsWith('//')) {
        const target = builtFile(dist, ref);
        const anchor = ref.includes('#') ? ref.slice(ref.indexOf('#') + 1) : '';
        if (!target) problems.push(`${page}: ${tag} points to ${ref}, which is not built`);
        else if (anchor !== '' && target.endsWith('.html') && !idsOf(target, idCache).has(anchor)) problems.push(`${page}: ${tag} points to ${ref}, whose page has no #${anchor}`);
      } else if (/^(mailto|tel):/.test(ref) || (tag === 'link' && ref.startsWith('data:image/'))) {
        // An address or number, or an icon written into the page: nothing to fetch.
        continue;
      } else if (!ref.startsWith('https://')) {
        problems.push(`${page}: ${tag} uses a non-https URL ${ref}`);
      }
    }
    for (const a of root.querySelectorAll('a[target="_blank"]')) {
      if (!/\bnoopener\b/.test(a.getAttribute('rel') ?? '')) problems.push(`${page}: ${a.getAttribute('href')} opens a new tab without rel="noopener"`);
    }
  }
  return problems;
}
