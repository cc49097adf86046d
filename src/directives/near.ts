// The `client:near` directive: an island's server HTML is a live native form, so it needs no
// framework to take a tap, and it hydrates ahead of the visitor instead of in answer to them. It
// starts on the first screen once the page has loaded and painted, within a screen of the viewport
// once the visitor scrolls (not before, so a page whose first screen has no island loads no
// framework code at load), or on the first touch inside it, whichever comes first. Nothing is held
// or replayed: the island reads what the visitor did from its own DOM once hydrated. When its code
// fails to load, the island gets `data-failed`, which CSS turns into a plain note for the visitor.
// A link that carries the island's parameters (`client:near={{ params: ['participants'] }}`)
// hydrates it at once.
import type { ClientDirective } from 'astro';
import { afterFirstPaint } from '../client/afterFirstPaint.ts';

/** What `client:near={{ … }}` may carry. */
export interface NearOptions {
  /** URL query parameters that, when any is present, make the island hydrate at load. */
  params?: string[];
}

/** The events that mean the visitor is about to use the island. */
const FIRST_TOUCH = ['pointerdown', 'focusin', 'keydown'] as const;

/** How far beyond the viewport an island starts hydrating once the visitor scrolls: one screen. */
const AHEAD = '100% 0px';

const near: ClientDirective = (load, options, island) => {
  let observer: IntersectionObserver | undefined;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    removeEventListener('scroll', lookAhead);
    for (const type of FIRST_TOUCH) island.removeEventListener(type, start, true);
    void load().then((hydrate) => hydrate());
  };
  // The island element is display: contents, so its children are what comes into view.
  const watch = (rootMargin: string) => {
    if (started) return;
    observer?.disconnect();
    observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && start(), { rootMargin });
    for (const child of island.children) observer.observe(child);
  };
  const lookAhead = () => watch(AHEAD);

  // Astro reports a chunk that failed to load (after its one retry) with this event.
  island.addEventListener('astro:hydration-error', () => island.setAttribute('data-failed', ''));
  // Astro passes an object value through as it is, though its type says string.
  const value = options.value as unknown as NearOptions | '';
  const query = new URLSearchParams(location.search);
  if (value && value.params?.some((name) => query.has(name))) return start();
  for (const type of FIRST_TOUCH) island.addEventListener(type, start, { capture: true, passive: true });
  addEventListener('scroll', lookAhead, { once: true, passive: true });
  // An island on the first screen waits for the page to load and paint (the load event alone is
  // not enough: a small page often loads before its first frame; afterFirstPaint.ts says why that
  // matters). A scroll before then already watches the wider margin.
  afterFirstPaint(() => observer ?? watch('0px'));
};

export default near;
