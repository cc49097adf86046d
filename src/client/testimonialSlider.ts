// <testimonial-slider>: the home page's testimonials (src/components/content/CustomerReviews.astro)
// as Swiper's own web component, with no framework. The element's class `ready` turns the columns
// of cards into the slider's row and clamps the quotes; each quote that really overflows gets its
// Read More, measured after layout and again whenever it is resized. Swiper itself (swiperElement.ts,
// built into one script file whose address is in data-swiper) loads once the section is within a
// screen of the viewport, so the page loads no script file for it, and a visitor who never scrolls
// there never downloads it. Its options (data-options) come from design.ts, the same values the CSS lays
// the row out with before it starts. It loops, never moves on its own, and moves at once under
// prefers-reduced-motion. If Swiper cannot load, the cards go back to columns, as with no script,
// and keep their Read More. This element imports nothing, so Astro writes it into the page.
import type { SwiperContainer } from 'swiper/element';

/** Start Swiper once the section is this close to the viewport. */
const NEAR = '100% 0px';

class TestimonialSlider extends HTMLElement {
  #container: SwiperContainer | null = null;
  #started: Promise<boolean> | undefined;

  connectedCallback() {
    this.#container = this.querySelector('swiper-container');
    if (!this.#container) return;
    this.classList.add('ready');
    for (const review of this.querySelectorAll<HTMLElement>('.review')) this.#readMore(review);
    this.addEventListener('click', this);
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        void this.#start();
      },
      { rootMargin: NEAR },
    );
    observer.observe(this);
  }

  /** The arrows: previous and next, starting Swiper first if it has not started yet. */
  async handleEvent(event: Event) {
    const go = (event.target as Element).closest<HTMLElement>('[data-go]')?.dataset['go'];
    if (!go || !(await this.#start())) return;
    const swiper = this.#container!.swiper;
    if (go === 'next') swiper.slideNext();
    else swiper.slidePrev();
  }

  /** A quote's Read More: shown only while the clamped text overflows; it toggles to Read Less. */
  #readMore(review: HTMLElement) {
    const text = review.querySelector<HTMLElement>('.text')!;
    const button = review.querySelector<HTMLButtonElement>('.more')!;
    const { readMore = '', readLess = '' } = this.dataset;
    new ResizeObserver(() => {
      if (!text.classList.contains('expanded')) button.hidden = text.scrollHeight <= text.clientHeight + 1;
    }).observe(text);
    button.addEventListener('click', () => {
      const expanded = text.classList.toggle('expanded');
      button.setAttribute('aria-expanded', String(expanded));
      button.textContent = expanded ? readLess : readMore;
      this.#container?.swiper?.updateAutoHeight();
    });
  }

  /** Loads and starts Swiper, once; resolves whether it runs. */
  #start(): Promise<boolean> {
    this.#started ??= new Promise<boolean>((resolve) => {
      const script = document.createElement('script');
      script.src = this.dataset['swiper'] ?? '';
      script.addEventListener('error', () => {
        this.classList.remove('ready');
        this.dataset['failed'] = '';
        resolve(false);
      });
      // Swiper's script defines the elements; this starts the slider in the same task, so the row
      // never paints between the two.
      void customElements.whenDefined('swiper-container').then(() => {
        const container = this.#container!;
        const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
        Object.assign(container, JSON.parse(this.dataset['options'] ?? '{}'), reduced ? { speed: 0 } : {});
        container.addEventListener('swiperslidechangetransitionend', () => this.#onlyVisibleFocusable());
        container.addEventListener('swiperresize', () => this.#onlyVisibleFocusable());
        container.initialize();
        this.#onlyVisibleFocusable();
        resolve(true);
      });
      document.head.append(script);
    });
    return this.#started;
  }

  /** Cards out of view take no focus and no clicks, so a Tab never scrolls the slider out of line. */
  #onlyVisibleFocusable() {
    for (const slide of this.#container!.swiper.slides) slide.inert = !slide.classList.contains('swiper-slide-visible');
  }
}

customElements.define('testimonial-slider', TestimonialSlider);
