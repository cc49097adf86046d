// Sends one page view per page load (DECISIONS 8), with keepalive so it survives a quick navigation,
// and never when the visitor asks not to be tracked. It waits for the load event, the first
// contentful paint, two more frames (in which the images the load event waited for are painted) and
// an idle moment: a call to the API's origin started any earlier would sit on the way to the page's
// largest paint in Lighthouse's simulation.
import { apiPost } from '~/lib/api';
import { buildPageView, PAGE_VIEW_PATH } from '~/lib/pageView';
import { mayTrack } from '~/lib/privacy';

function send() {
  apiPost(PAGE_VIEW_PATH, buildPageView(location.pathname, location.search), { keepalive: true }).catch(() => {
    // A lost page view must never surface to the visitor.
  });
}

const loaded = new Promise<void>((resolve) => {
  if (document.readyState === 'complete') resolve();
  else addEventListener('load', () => resolve(), { once: true });
});

const painted = new Promise<void>((resolve) => {
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    resolve();
  }).observe({ type: 'paint', buffered: true });
});

/** Runs `callback` once two more frames are painted (images loaded by the load event included) and the browser is idle. */
const afterNextPaints = (callback: () => void) =>
  requestAnimationFrame(() =>
    requestAnimationFrame(() => ('requestIdleCallback' in window ? requestIdleCallback(callback) : setTimeout(callback))),
  );

/** Schedules the page view for once the page has loaded and painted. */
export function trackPageView() {
  if (!mayTrack()) return;
  void Promise.all([loaded, painted]).then(() => afterNextPaints(send));
}
