// The site's tracking calls: one page view per page load, and a call per video play, none of any
// kind when the visitor's browser sends Global Privacy Control. The page view waits for the load
// event, the first contentful paint, two more frames (in which the images the load event waited
// for are painted) and an idle moment: a call to the API's origin started any earlier would sit on
// the way to the page's largest paint in Lighthouse's simulation. A visitor who leaves before then
// is still counted: the view goes out as the page is left, with keepalive so it outlives the page,
// and never twice.
import { apiTrack } from '~/lib/api';
import { buildPageView, PAGE_VIEW_PATH, VIDEO_TRACKING_PATH, videoPlayRecord } from '~/lib/pageView';
import { mayTrack } from '~/lib/privacy';

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

/** Sends this page load's one page view: after it has loaded and painted, or as the visitor leaves, whichever comes first. */
export function trackPageView() {
  if (!mayTrack()) return;
  // pagehide fires only once the page has loaded, beforeunload also before. Both listeners go once
  // the view is out: in some browsers a beforeunload listener keeps the page from the back-forward cache.
  const leaving = ['pagehide', 'beforeunload'];
  let sent = false;
  const sendOnce = () => {
    if (sent) return;
    sent = true;
    for (const type of leaving) removeEventListener(type, sendOnce);
    apiTrack(PAGE_VIEW_PATH, buildPageView(location.pathname, location.search));
  };
  for (const type of leaving) addEventListener(type, sendOnce);
  void Promise.all([loaded, painted]).then(() => afterNextPaints(sendOnce));
}

/** Sends a play call for each 'video-play' a video poster announces (src/scripts/videoPoster.ts). */
export function trackVideoPlays() {
  addEventListener('video-play', (event) => {
    if (mayTrack()) apiTrack(VIDEO_TRACKING_PATH, videoPlayRecord(location.pathname, location.search, String((event as CustomEvent).detail)));
  });
}
