// Every design value of the site, written once. CSS reads each group as --group-key (color.inkSoft
// is var(--color-ink-soft)), which the build writes as the value itself, or as a custom property for
// the tokens scripts change at run time, with the custom media queries
// (src/integrations/designTokens.ts); islands, the PDF builder and tests import it directly, so a
// breakpoint, duration or colour can never disagree between CSS and script.

/** Brand and interface colours; the tints fill alternating section bands, the deep tone the closing band. */
export const color = {
  ink: '#0f1f33',
  inkSoft: '#44546a',
  brand: '#0b5c73',
  brandStrong: '#084456',
  brandDeep: '#06303d',
  brandTint: '#e4f1f4',
  brandWash: '#f2f8fa',
  accent: '#f2b134',
  accentTint: '#fcefd2',
  surface: '#ffffff',
  surfaceAlt: '#f3f7f9',
  border: '#d4dde3',
  focus: '#1a73e8',
  error: '#b3261e',
  success: '#1e6b3a',
  onBrand: '#ffffff',
  onBrandSoft: '#c9e3ea',
} as const;

/**
 * The visitor's own interface font (SF Pro on Apple devices, Segoe UI on Windows, Roboto on
 * Android): no font file stands between the visitor and the first paint. Inter, self-hosted and
 * preloaded with a metric-matched fallback, was tried and measured: it added about 450 ms to
 * Lighthouse's mobile LCP (1055–1367 ms against 711–927 ms), past the audit's 1000 ms ceiling.
 */
export const font = {
  sans: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
} as const;

/** Font sizes; the page heading grows with the window between 2rem and 3rem, a hero's up to 3.5rem. */
export const text = {
  sm: '0.875rem',
  base: '1rem',
  lg: '1.125rem',
  xl: '1.375rem',
  '2xl': 'clamp(1.45rem, 1.2rem + 1vw, 1.75rem)',
  '3xl': 'clamp(2rem, 1.4rem + 2.5vw, 3rem)',
  display: 'clamp(2.25rem, 1.5rem + 3vw, 3.5rem)',
} as const;

/** Line height of body text. */
export const leading = 1.6;

/** The spacing scale, in quarter rems: space[4] is 1rem. */
export const space = {
  1: '0.25rem',
  2: '0.5rem',
  3: '0.75rem',
  4: '1rem',
  6: '1.5rem',
  8: '2rem',
  12: '3rem',
  16: '4rem',
  24: '6rem',
} as const;

/** Corner radii; DEFAULT is the plain --radius of cards and boxes. */
export const radius = { sm: '6px', DEFAULT: '12px', lg: '20px', pill: '999px' } as const;

/** Drop shadows in ink: sm under buttons, DEFAULT under cards, lg under raised cards and artwork. */
export const shadow = {
  sm: `0 1px 2px ${color.ink}14`,
  DEFAULT: `0 2px 12px ${color.ink}1a`,
  lg: `0 18px 40px -12px ${color.ink}33`,
} as const;

/** Layout sizes. */
export const size = {
  /** The widest the page content grows. */
  contentWidth: '72rem',
  /** The header bar's height; the mobile menu opens just below it. */
  headerHeight: '4rem',
} as const;

/** Window widths in CSS pixels where layouts change. */
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

/**
 * The media queries CSS writes as custom media, @media (--menu), and scripts pass to matchMedia.
 * Each derives from a breakpoint above.
 */
export const media = {
  menu: `(max-width: ${breakpoint.menu}px)`,
  sliderMid: `(min-width: ${breakpoint.sliderMid}px)`,
  sliderWide: `(min-width: ${breakpoint.sliderWide}px)`,
} as const;

/** The testimonial slider. */
export const slider = {
  /** Space between slides, in pixels. */
  gap: 32,
  /** Slides per view below sliderMid, from sliderMid, and from sliderWide. */
  perView: { narrow: 1, mid: 2.5, wide: 4.5 },
} as const;

/** The embedded scheduler's box, in pixels; the placeholder holds it so nothing shifts. */
export const scheduler = { height: 630, minWidth: 320 } as const;

/** Durations in milliseconds. */
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
