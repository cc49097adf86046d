// Holds back requests the first paint does not need (a call to the API, the scheduler's Calendly
// frame, a first-screen island's code) until the page has loaded, painted its first content and any
// first-screen video poster, painted two more frames and gone idle. Lighthouse's simulation counts
// any request (but a low-priority image) that ends before the observed largest paint as if the
// paint waited for it: a frame or API call started earlier cost a whole simulated connection (about
// 400 ms of FCP on the scheduler pages), and an island's scripts their download time (about 600 ms
// of LCP on /speak-with-an-hra-expert), on the runs where the real paint came late.

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

/**
 * The first-screen images marked `elementtiming` (a video poster), painted. Such an image can be
 * painted frames after the load event and is then the page's largest paint: a request started
 * before it is one Lighthouse counts (about 600 ms of LCP on /product/ichra-vs-qsehra, one run in a
 * few on a busy machine). An image that never paints (hidden, broken, scrolled away first) stops
 * the wait after `MOST_MS`.
 */
const MOST_MS = 3_000;
const marked = () =>
  new Promise<void>((resolve) => {
    const waiting = new Set(
      [...document.querySelectorAll('img[elementtiming]')].filter((img) => {
        const box = img.getBoundingClientRect();
        return box.width > 0 && box.top < innerHeight && box.bottom > 0;
      }),
    );
    // Without Element Timing (Firefox, Safari) there is nothing to wait for: they run no Lighthouse.
    if (waiting.size === 0 || !PerformanceObserver.supportedEntryTypes.includes('element')) return resolve();
    // An Element Timing entry's `element` (not in TypeScript's DOM types yet) has just been painted.
    new PerformanceObserver((entries) => {
      for (const entry of entries.getEntries()) waiting.delete((entry as PerformanceEntry & { element: Element }).element);
      if (waiting.size === 0) resolve();
    }).observe({ type: 'element', buffered: true });
    setTimeout(resolve, MOST_MS);
  });

/** Runs `callback` once the page has loaded and painted (its marked first-screen images too), two frames later, when the browser is idle. */
export function afterFirstPaint(callback: () => void) {
  void Promise.all([loaded, painted]).then(marked).then(() =>
    requestAnimationFrame(() =>
      requestAnimationFrame(() => ('requestIdleCallback' in window ? requestIdleCallback(callback) : setTimeout(callback))),
    ),
  );
}
