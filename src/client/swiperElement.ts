// Swiper's web component (<swiper-container>, <swiper-slide>), built into one script file of its own
// (CustomerReviews.astro imports it with Vite's ?worker&url, Vite's way to bundle a module with its
// imports into one file and give its address), which <testimonial-slider> (testimonialSlider.ts)
// adds to the page as the testimonials near the screen. It runs as a plain script, not a worker.
import { register } from 'swiper/element';

register();
