// Attributes browsers know that Astro's JSX types do not list yet.
declare namespace astroHTML.JSX {
  interface ImgHTMLAttributes {
    /** Element Timing: the browser reports when this image is painted (src/client/afterFirstPaint.ts waits for it). */
    elementtiming?: string;
  }
}
