// The site's tracking calls: one page view per page load, and a call per video play, none of any
// kind when the visitor's browser sends Global Privacy Control. The page view waits until the page
// has loaded and painted (afterFirstPaint.ts explains why). A visitor who leaves before then
// is still counted: the view goes out as the page is left, with keepalive so it outlives the page,
// and never twice.
import { apiTrack } from '~/lib/api';
import { buildPageView, PAGE_VIEW_PATH, VIDEO_TRACKING_PATH, videoPlayRecord } from '~/lib/pageView';
import { mayTrack } from '~/lib/privacy';
import { afterFirstPaint } from './afterFirstPaint';

/** Runs `callback` once the page is shown: at once, or when a prerendered page is opened. */
function whenShown(callback: () => void) {
  // Document.prerendering is not in TypeScript's DOM types yet.
  if ((document as Document & { prerendering?: boolean }).prerendering) document.addEventListener('prerenderingchange', callback, { once: true });
  else callback();
}

/**
 * Sends this page load's one page view, once the page is shown: after it has loaded and painted,
 * or as the visitor leaves, whichever comes first.
 */
export function trackPageView() {
  whenShown(armPageView);
}

function armPageView() {
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
  afterFirstPaint(sendOnce);
}

/** Sends a play call for each 'video-play' a video poster announces (src/client/videoPoster.ts). */
export function trackVideoPlays() {
  addEventListener('video-play', (event) => {
    if (mayTrack()) apiTrack(VIDEO_TRACKING_PATH, videoPlayRecord(location.pathname, location.search, String((event as CustomEvent).detail)));
  });
}
