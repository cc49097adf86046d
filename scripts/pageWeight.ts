// Measures what a route loads in a real browser, before and after scrolling it through: script
// bytes (gzip, inline scripts included), script files, total page weight, and any third-party
// request. Lighthouse never scrolls, so client:visible islands below the fold escape it; this does not.
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import type { RouteWeight } from './budgets.ts';

// Code only React contains. Astro's own island loader (under 1 KB, inline) does not count.
const FRAMEWORK = /react\.transitional\.element|hydrateRoot/;

interface Loaded {
  url: string;
  type: string;
  gzip: number;
  framework: boolean;
}

/** Loads `origin + path` in `page` and measures it. The page must route third parties away. */
export async function measureRoute(page: Page, origin: string, path: string): Promise<RouteWeight> {
  const loaded: Promise<Loaded>[] = [];
  const thirdParty: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.origin !== origin && !url.pathname.includes('/v1/')) thirdParty.push(url.origin);
  });
  page.on('response', (r) => {
    if (!r.url().startsWith(origin)) return;
    loaded.push(
      r.body().then(
        (body) => ({ url: r.url(), type: r.request().resourceType(), gzip: gzipSync(body).length, framework: FRAMEWORK.test(body.toString()) }),
        () => ({ url: r.url(), type: r.request().resourceType(), gzip: 0, framework: false }),
      ),
    );
  });
  await page.goto(origin + path, { waitUntil: 'networkidle' });
  const inline = await page.evaluate(() =>
    [...document.querySelectorAll('script:not([src]):not([type="application/ld+json"])')].map((s) => s.textContent ?? ''),
  );
  const inlineBytes = inline.reduce((sum, code) => sum + gzipSync(code).length, 0);
  const inlineFramework = inline.some((code) => FRAMEWORK.test(code));
  const island = await page.evaluate(() => {
    // Islands are display: contents, so their own box is empty: measure what they render.
    const inView = (el: Element) =>
      [...el.children].some((child) => {
        const r = child.getBoundingClientRect();
        return r.height > 0 && r.top < innerHeight && r.bottom > 0;
      });
    const islands = [...document.querySelectorAll('astro-island')];
    return {
      has: islands.length > 0,
      inView: islands.some(inView),
      widgetInView: [...document.querySelectorAll('.scheduler-box')].some((el) => inView(el.parentElement!)),
    };
  });
  const early = await Promise.all(loaded);
  const earlyScripts = early.filter((l) => l.type === 'script');
  const before = {
    scriptBytes: inlineBytes + earlyScripts.reduce((s, l) => s + l.gzip, 0),
    scriptFiles: earlyScripts.length + inline.length,
    frameworkLoaded: inlineFramework || earlyScripts.some((l) => l.framework),
    // A third-party widget already in the first viewport is one the visitor has scrolled to.
    thirdParty: island.widgetInView ? [] : [...new Set(thirdParty)],
  };

  await page.evaluate(async () => {
    for (let y = 0; y <= document.body.scrollHeight; y += innerHeight / 2) {
      scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 50));
    }
  });
  await page.waitForLoadState('networkidle');
  const all = await Promise.all(loaded);
  const scripts = all.filter((l) => l.type === 'script');
  return {
    path,
    hasIsland: island.has,
    islandInFirstViewport: island.inView,
    before,
    after: {
      scriptBytes: inlineBytes + scripts.reduce((s, l) => s + l.gzip, 0),
      scriptFiles: scripts.length + inline.length,
      totalBytes: inlineBytes + all.reduce((s, l) => s + l.gzip, 0),
    },
  };
}
