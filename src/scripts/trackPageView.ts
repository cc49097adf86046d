// Sends one page view per page load (DECISIONS 8), with keepalive so it survives a quick navigation,
// and never when the visitor asks not to be tracked. It waits for both the load event and the first
// contentful paint: on a small page the load event can come before anything is painted, and a call
// to the API's origin started then would sit on the way to the page's first paint.
import { apiPost } from '~/lib/api';
import { buildPageView, PAGE_VIEW_PATH } from '~/lib/pageView';

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

/** Schedules the page view for once the page has loaded and painted. */
export function trackPageView() {
  if ((navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true) return;
  void Promise.all([loaded, painted]).then(send);
}
