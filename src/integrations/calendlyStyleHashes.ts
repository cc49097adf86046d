// react-calendly injects its stylesheet as an inline <style> when it loads, which a hash-based CSP
// blocks (and reports as a violation). These are the hashes of exactly what it inserts, computed
// from the installed package so they follow it on upgrade: it appends an empty <style> first and
// its text second, and the browser checks the element at each step.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

function sha256(text: string): `sha256-${string}` {
  return `sha256-${createHash('sha256').update(text).digest('base64')}`;
}

/** The CSP sources ('sha256-…') of react-calendly's injected <style>: empty, then filled. */
export function calendlyStyleHashes(): `sha256-${string}`[] {
  const entry = createRequire(import.meta.url).resolve('react-calendly');
  const source = readFileSync(entry.replace(/index\.js$/, 'index.es.js'), 'utf8');
  const literal = /var css_\w+ = ("(?:[^"\\]|\\.)*");/.exec(source)?.[1];
  if (!literal) throw new Error('react-calendly no longer embeds its stylesheet as expected; update src/integrations/calendlyStyleHashes.ts');
  return [sha256(''), sha256(JSON.parse(literal) as string)];
}
