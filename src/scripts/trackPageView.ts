// Sends one page view per page load (DECISIONS 8): after load so it never competes with rendering,
// with keepalive so it survives a quick navigation, and never when the visitor asks not to be tracked.
import { apiPost } from '~/lib/api';
import { buildPageView, PAGE_VIEW_PATH } from '~/lib/pageView';

function send() {
  apiPost(PAGE_VIEW_PATH, buildPageView(location.pathname, location.search), { keepalive: true }).catch(() => {
    // A lost page view must never surface to the visitor.
  });
}

/** Schedules the page view for after the load event. */
export function trackPageView() {
  if ((navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true) return;
  if (document.readyState === 'complete') send();
  else addEventListener('load', send, { once: true });
}
