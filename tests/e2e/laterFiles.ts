// The files the site script loads once the page has painted (src/integrations/inlineScripts.ts):
// when a page painted first and ended its load event, and when it requested one of them.
import type { Page } from '@playwright/test';

/** The first contentful paint, the end of the load event and each request for a file whose URL matches `file`, in ms since the navigation. */
export function requestTimes(page: Page, file: RegExp) {
  return page.evaluate((source) => {
    const pattern = new RegExp(source);
    return {
      painted: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
      loaded: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
      requested: performance.getEntriesByType('resource').filter((e) => pattern.test(e.name)).map((e) => e.startTime),
    };
  }, file.source);
}
