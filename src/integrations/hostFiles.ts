// Writes the CDN's _redirects and _headers files into the build output, from the same tables
// the site itself uses, so the host and `astro preview` never disagree.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { deployedPolicy } from '../lib/csp';
import { headersFile, type PagePolicy } from '../lib/headersFile';
import { redirectsFile } from '../lib/redirects';
import { routePath } from '../lib/routePath';

const META_POLICY = /<meta http-equiv="content-security-policy" content="([^"]*)"/;

/** Each built page's path and CDN policy, from the meta policy Astro wrote into it. The not-found
 * page is left out: it is served at every unknown path, where the catch-all rule applies. */
async function pagePolicies(dir: URL): Promise<PagePolicy[]> {
  const root = fileURLToPath(dir);
  const files = (await readdir(root, { recursive: true })).filter((f) => f.endsWith('.html') && f !== '404.html').sort();
  const pages: PagePolicy[] = [];
  for (const file of files) {
    const meta = META_POLICY.exec(await readFile(`${root}/${file}`, 'utf8'))?.[1];
    if (meta) pages.push({ path: routePath(`/${file}`), policy: deployedPolicy(meta.replaceAll('&#39;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&')) });
  }
  return pages;
}

/** The integration; add it to astro.config.mjs. */
export function hostFiles(): AstroIntegration {
  return {
    name: 'salusion:host-files',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        await writeFile(new URL('_redirects', dir), redirectsFile());
        await writeFile(new URL('_headers', dir), headersFile(await pagePolicies(dir)));
      },
    },
  };
}
