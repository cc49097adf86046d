// The island of src/components/content/CustomerReviews.astro, named after it so the pair is
// obvious: the home page's testimonial slider, Swiper in loop mode with labelled previous/next
// buttons. Each quote is clamped to five lines by CSS; the Read More toggle appears only where
// the text really overflows, measured after layout and again whenever the slide is resized.
// It never moves on its own, which also honours prefers-reduced-motion. A reviewer's
// material connection to Salusion (payouts for referrals) is disclosed under the quote, never clamped.
import { useEffect, useRef, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import { breakpoint, slider } from '~/lib/design';
import type { Testimonial, UiWords } from '~/schemas';
import './CustomerReviews.css';

type Words = UiWords['slider'];

// From design.ts: the same gap and slides per view as the pre-hydration layout in the CSS.
const SWIPER_OPTIONS = {
  loop: true,
  spaceBetween: slider.gap,
  slidesPerView: slider.perView.narrow,
  breakpoints: {
    [breakpoint.sliderMid]: { slidesPerView: slider.perView.mid },
    [breakpoint.sliderWide]: { slidesPerView: slider.perView.wide },
  },
};

function Quote({ review, words }: { review: Testimonial; words: Words }) {
  const text = useRef<HTMLParagraphElement>(null);
  const [overflows, setOverflows] = useState(false);
  const [expanded, setExpanded] = useState(false);

  useEffect(() => {
    const el = text.current;
    if (!el) return undefined;
    const measure = () => {
      if (!el.classList.contains('expanded')) setOverflows(el.scrollHeight > el.clientHeight + 1);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  return (
    <figure className="review">
      <blockquote>
        <p ref={text} className={expanded ? 'text expanded' : 'text'}>
          {review.text}
        </p>
      </blockquote>
      <div className="more-row">
        {(overflows || expanded) && (
          <button type="button" className="more" aria-expanded={expanded} onClick={() => setExpanded((e) => !e)}>
            {expanded ? words.readLess : words.readMore}
          </button>
        )}
      </div>
      <figcaption>
        <strong>{review.name}</strong>
        {review.position && <span>{review.position}</span>}
        {review.hashtags && <span className="tags">{review.hashtags.map((t) => `#${t}`).join(' ')}</span>}
      </figcaption>
      {review.connection && (
        <p className="disclosure">
          <strong>{words.disclosure}</strong> {review.connection}
        </p>
      )}
    </figure>
  );
}

/** The slider with its labelled previous and next buttons. */
export default function CustomerReviews({ reviews, words }: { reviews: Testimonial[]; words: Words }) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  return (
    <div className="testimonial-slider">
      <Swiper {...SWIPER_OPTIONS} onSwiper={setSwiper} watchSlidesProgress>
        {reviews.map((review) => (
          <SwiperSlide key={review.name}>
            <Quote review={review} words={words} />
          </SwiperSlide>
        ))}
      </Swiper>
      <div className="controls">
        <button type="button" className="arrow" aria-label={words.previous} onClick={() => swiper?.slidePrev()}>
          <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <path d="M13 3l-7 7 7 7" stroke="currentColor" strokeWidth="2.5" fill="none" />
          </svg>
        </button>
        <button type="button" className="arrow" aria-label={words.next} onClick={() => swiper?.slideNext()}>
          <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <path d="M7 3l7 7-7 7" stroke="currentColor" strokeWidth="2.5" fill="none" />
          </svg>
        </button>
      </div>
    </div>
  );
}
