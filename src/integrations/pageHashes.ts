// Gives each built page a policy that names exactly the inline scripts and styles it carries, and
// one <style> element instead of one per component. Astro's security.csp lists the hashes it knows
// of on every page (every inline script of the whole site), and misses the styles a content entry
// brings with the blocks its MDX imports (src/integrations/componentImports.ts), which the browser
// would then refuse. A hash is 52 bytes that gzip cannot shrink, so naming only a page's own keeps
// each page inside the first TCP window.
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** The meta policy Astro writes into every page's head. */
const META_POLICY = /(<meta http-equiv="content-security-policy" content=")([^"]*)("\s*\/?>)/;

/**
 * A plain <style> (the kind Astro writes, which are joined), any <style>, and any <script>, with
 * its attributes. The HTML parser ends a style or script at the first `</style>` or `</script>`, as
 * these patterns do, so the text between is exactly what the browser hashes.
 */
const PLAIN_STYLE = /<style>([\s\S]*?)<\/style>/g;
const STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/g;
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

/** Script types the browser never runs as code (data blocks), so the policy need not name them. */
const DATA_BLOCK = /\btype="application\/(ld\+)?json"/;

/** The charset declaration every page opens its head with; the policy goes right after it. */
const CHARSET = '<meta charset="utf-8">';

/** A CSP source for `text`: 'sha256-…'. */
export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
}

/** `directive` (e.g. "script-src 'self' 'sha256-a'") with its hashes replaced by `sources`. */
function withHashes(directive: string, sources: string[]): string {
  const kept = directive.split(/\s+/).filter((token) => token !== '' && !token.startsWith("'sha"));
  return [...kept, ...new Set(sources)].join(' ');
}

/**
 * The page `html` with its inline styles joined into the first one, in document order (the cascade
 * is unchanged), and its policy's script-src and style-src naming exactly its inline scripts and
 * that one style. The speculation rules are named by their hash like any inline script: Chromium
 * ignores the keyword made for them, 'inline-speculation-rules', in a script-src that lists a
 * hash, and blocked the rules on every page the CDN served (its header carries this policy).
 * The policy moves to the head's start, after the charset: a meta policy governs only what follows
 * it, and Astro writes it after the rules and the structured data, so a page served without the
 * header (`astro preview`) would never test them against it. A page without a meta policy is
 * returned as it is.
 */
export function withOwnHashes(html: string): string {
  const policy = META_POLICY.exec(html);
  if (!policy) return html;
  const plain = [...html.matchAll(PLAIN_STYLE)].map((m) => m[1]!).join('');
  let first = true;
  const joined = html.replace(PLAIN_STYLE, () => {
    if (!first) return '';
    first = false;
    return `<style>${plain}</style>`;
  });
  // An empty inline script never runs, and a data block is never run as code: neither needs a hash.
  const scripts = [...joined.matchAll(SCRIPT)].filter(([, attrs, code]) => !/\bsrc=/.test(attrs!) && !DATA_BLOCK.test(attrs!) && code !== '');
  const scriptHashes = scripts.map(([, , code]) => cspHash(code!));
  const styleHashes = [...joined.matchAll(STYLE)].map(([, css]) => cspHash(css!));
  const directives = policy[2]!.split(';').map((d) => {
    const name = d.trim().split(/\s+/)[0];
    if (name === 'script-src') return withHashes(d.trim(), scriptHashes);
    if (name === 'style-src') return withHashes(d.trim(), styleHashes);
    return d;
  });
  const meta = `${policy[1]}${directives.join(';')}${policy[3]}`;
  const moved = joined.replace(policy[0], '');
  return moved.includes(CHARSET) ? moved.replace(CHARSET, `${CHARSET}${meta}`) : moved.replace(/<head>/, `<head>${meta}`);
}

/** The integration; it must come before any that reads the pages' policies (hostFiles). */
export function pageHashes(): AstroIntegration {
  return {
    name: 'salusion:page-hashes',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const root = fileURLToPath(dir);
        const files = (await readdir(root, { recursive: true })).filter((f) => f.endsWith('.html'));
        await Promise.all(
          files.map(async (file) => {
            const path = `${root}/${file}`;
            const html = await readFile(path, 'utf8');
            const tightened = withOwnHashes(html);
            if (tightened !== html) await writeFile(path, tightened);
          }),
        );
      },
    },
  };
}
