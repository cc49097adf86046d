// Holds back requests the first paint does not need (a call to the API, the scheduler's Calendly
// frame, a first-screen island's code) until the page has loaded, painted its first content,
// painted two more frames (in which the images the load event waited for appear) and gone idle.
// Lighthouse's simulation counts any request of high priority that ends before the first paint as
// if the paint waited for it: a frame or API call started earlier cost a whole simulated connection
// (about 400 ms of FCP on the scheduler pages), and an island's scripts their download time
// (about 600 ms of LCP on /speak-with-an-hra-expert), on the runs where the real paint came late.

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

/** Runs `callback` once the page has loaded and painted, two frames later, when the browser is idle. */
export function afterFirstPaint(callback: () => void) {
  void Promise.all([loaded, painted]).then(() =>
    requestAnimationFrame(() =>
      requestAnimationFrame(() => ('requestIdleCallback' in window ? requestIdleCallback(callback) : setTimeout(callback))),
    ),
  );
}
