// Every design value of the site, written once. The CSS custom properties and custom media queries
// are generated from it at build time, and islands, the PDF builder and tests import it directly,
// so a breakpoint, duration or colour can never disagree between CSS and script.

/** Brand and interface colours. */
export const color = {
  ink: '#13233a',
  inkSoft: '#3d4b5f',
  brand: '#0b5c73',
  brandStrong: '#084456',
  accent: '#f2b134',
  surface: '#ffffff',
  surfaceAlt: '#f3f7f9',
  border: '#d4dde3',
  focus: '#1a73e8',
  error: '#b3261e',
  success: '#1e6b3a',
  onBrand: '#ffffff',
} as const;

/** Window widths in CSS pixels where layouts change (SPEC §9). */
export const breakpoint = {
  /** At this width and below, the header navigation collapses behind the menu button. */
  menu: 1024,
  /** The testimonial slider shows 2.5 slides from this width. */
  sliderMid: 767,
  /** The testimonial slider shows 4.5 slides from this width. */
  sliderWide: 1200,
  /** Below this width the scheduler hides its landing-page and event-type details. */
  schedulerCompact: 1200,
} as const;

/** The testimonial slider (SPEC §2, §9). */
export const slider = {
  /** Space between slides, in pixels. */
  gap: 32,
  /** Slides per view below sliderMid, from sliderMid, and from sliderWide. */
  perView: { narrow: 1, mid: 2.5, wide: 4.5 },
} as const;

/** Durations in milliseconds (SPEC §9). */
export const duration = {
  /** An accordion item opening or closing. */
  collapse: 300,
  /** The pricing headline's fade between phrases, inside each rotation. */
  fade: 500,
  /** How long each pricing headline phrase shows. */
  rotate: 3000,
  /** How long the contact form's success note stays. */
  successNote: 3000,
} as const;
