// Measures what a route loads in a real browser, before and after scrolling it through: script
// bytes (gzip, inline scripts included), script files, total page weight, and any third-party
// request. Lighthouse never scrolls, so client:visible islands below the fold escape it; this does not.
import { gzipSync } from 'node:zlib';
import type { Page, Response } from 'playwright-core';
import type { AtLoad, RouteWeight } from './budgets.ts';
import { watchRequests } from './networkSettled.ts';

// Code only React contains. Astro's own island loader (under 1 KB, inline) does not count.
const FRAMEWORK = /react\.transitional\.element|hydrateRoot/;

interface Loaded {
  url: string;
  type: string;
  gzip: number;
  framework: boolean;
}

/** The widgets that load when they come into view: the scheduler and the testimonial slider. */
const IN_VIEW_WIDGETS = '.scheduler-box, .testimonials';

/**
 * Whether the page has an interactive part (an island, or a custom element: any element whose name
 * has a hyphen), whether an island shows in the first viewport (an island is display: contents, so
 * its children are measured), and whether a scheduler or slider does.
 */
function firstViewport(page: Page) {
  return page.evaluate((selector) => {
    const inView = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.height > 0 && r.top < innerHeight && r.bottom > 0;
    };
    const islands = [...document.querySelectorAll('astro-island')];
    return {
      interactive: [...document.querySelectorAll('*')].some((el) => el.localName.includes('-')),
      islandInView: islands.some((island) => [...island.children].some(inView)),
      widgetInView: [...document.querySelectorAll(selector)].some(inView),
    };
  }, IN_VIEW_WIDGETS);
}

/** Whether React loads as `origin + path` opens, before any interaction, in `page`'s viewport, and whether an island is on that first screen. */
export async function frameworkAtLoad(page: Page, origin: string, path: string): Promise<AtLoad> {
  const bodies: Promise<boolean>[] = [];
  const readScript = (r: Response) => {
    if (r.url().startsWith(origin) && r.request().resourceType() === 'script') bodies.push(r.text().then((t) => FRAMEWORK.test(t), () => false));
  };
  page.on('response', readScript);
  const network = watchRequests(page);
  await page.goto(origin + path);
  await network.settled();
  const inline = await page.evaluate(() => [...document.querySelectorAll('script:not([src])')].map((s) => s.textContent ?? '').join('\n'));
  const { islandInView } = await firstViewport(page);
  // A hydrated island (Astro removes its ssr mark) ran the framework, whether or not the browser
  // could still hand over the body of the script that carried it.
  const hydrated = await page.locator('astro-island:not([ssr])').count();
  // This load is measured: a later one in the same page is not read for it.
  page.off('response', readScript);
  return { frameworkLoaded: hydrated > 0 || FRAMEWORK.test(inline) || (await Promise.all(bodies)).some(Boolean), islandInView };
}

/** Loads `origin + path` in `page` and measures it. The page must route third parties away. */
export async function measureRoute(page: Page, origin: string, path: string): Promise<RouteWeight> {
  const loaded: Promise<Loaded>[] = [];
  const thirdParty: string[] = [];
  const network = watchRequests(page);
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
  await page.goto(origin + path);
  await network.settled();
  const inline = await page.evaluate(() =>
    // Structured data and speculation rules are JSON the browser reads, not script it runs.
    [...document.querySelectorAll('script:not([src]):not([type="application/ld+json"]):not([type="speculationrules"])')].map((s) => s.textContent ?? ''),
  );
  const inlineBytes = inline.reduce((sum, code) => sum + gzipSync(code).length, 0);
  const inlineFramework = inline.some((code) => FRAMEWORK.test(code));
  const island = await firstViewport(page);
  const early = await Promise.all(loaded);
  const earlyScripts = early.filter((l) => l.type === 'script');
  const before = {
    scriptBytes: inlineBytes + earlyScripts.reduce((s, l) => s + l.gzip, 0),
    scriptFiles: earlyScripts.length + inline.length,
    frameworkLoaded: inlineFramework || earlyScripts.some((l) => l.framework),
    islandInView: island.islandInView,
    // A third-party widget already in the first viewport is one the visitor has scrolled to.
    thirdParty: island.widgetInView ? [] : [...new Set(thirdParty)],
  };

  await page.evaluate(async () => {
    for (let y = 0; y <= document.body.scrollHeight; y += innerHeight / 2) {
      scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 50));
    }
  });
  await network.settled();
  const all = await Promise.all(loaded);
  const scripts = all.filter((l) => l.type === 'script');
  return {
    path,
    interactive: island.interactive,
    before,
    after: {
      scriptBytes: inlineBytes + scripts.reduce((s, l) => s + l.gzip, 0),
      scriptFiles: scripts.length + inline.length,
      totalBytes: inlineBytes + all.reduce((s, l) => s + l.gzip, 0),
    },
  };
}
