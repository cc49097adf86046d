// <testimonial-slider>: the home page's testimonials (src/components/content/CustomerReviews.astro)
// as Swiper's own web component, with no framework. The element's class `ready` turns the columns
// of cards into the slider's row and clamps the quotes; each quote that really overflows gets its
// Read More, measured after layout and again whenever it is resized. Swiper itself loads once the
// section is within a screen of the viewport, so a visitor who never scrolls there never downloads
// it; it loops, never moves on its own, and moves at once under prefers-reduced-motion. If Swiper
// cannot load, the cards go back to columns, as with no script, and keep their Read More.
import type { SwiperContainer } from 'swiper/element';
import { breakpoint, slider } from '~/lib/design';

/** Start Swiper once the section is this close to the viewport. */
const NEAR = '100% 0px';

/** Swiper's options, from design.ts: the same gap and slides per view as the layout before it starts. */
function options(): Partial<SwiperContainer> {
  return {
    loop: true,
    spaceBetween: slider.gap,
    slidesPerView: slider.perView.narrow,
    breakpoints: {
      [breakpoint.sliderMid]: { slidesPerView: slider.perView.mid },
      [breakpoint.sliderWide]: { slidesPerView: slider.perView.wide },
    },
    autoHeight: true,
    watchSlidesProgress: true,
    speed: matchMedia('(prefers-reduced-motion: reduce)').matches ? 0 : 300,
  };
}

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
    this.#started ??= import('swiper/element').then(
      ({ register }) => {
        const container = this.#container!;
        // Defining and starting in one task: the row never paints between the two.
        register();
        Object.assign(container, options());
        container.addEventListener('swiperslidechangetransitionend', () => this.#onlyVisibleFocusable());
        container.addEventListener('swiperresize', () => this.#onlyVisibleFocusable());
        container.initialize();
        this.#onlyVisibleFocusable();
        return true;
      },
      () => {
        this.classList.remove('ready');
        this.dataset['failed'] = '';
        return false;
      },
    );
    return this.#started;
  }

  /** Cards out of view take no focus and no clicks, so a Tab never scrolls the slider out of line. */
  #onlyVisibleFocusable() {
    for (const slide of this.#container!.swiper.slides) slide.inert = !slide.classList.contains('swiper-slide-visible');
  }
}

customElements.define('testimonial-slider', TestimonialSlider);
