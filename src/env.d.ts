// Attributes browsers know that Astro's JSX types do not list yet.
declare namespace astroHTML.JSX {
  interface ImgHTMLAttributes {
    /** Element Timing: the browser reports when this image is painted (src/client/afterFirstPaint.ts waits for it). */
    elementtiming?: string;
  }
}

// The parts of content/site/ui.json that islands import (src/integrations/islandWords.ts).
type IslandWords = import('./schemas/ui.ts').UiWords;
declare module 'virtual:ui/calculator' { const words: IslandWords['calculator']; export default words; }
declare module 'virtual:ui/count' { const words: IslandWords['count']; export default words; }
declare module 'virtual:ui/tools' { const words: IslandWords['tools']; export default words; }
declare module 'virtual:ui/qsehraPlanner' { const words: IslandWords['qsehraPlanner']; export default words; }
declare module 'virtual:ui/classSize' { const words: IslandWords['classSize']; export default words; }
declare module 'virtual:ui/fte' { const words: IslandWords['fte']; export default words; }
declare module 'virtual:ui/payout' { const words: IslandWords['payout']; export default words; }
declare module 'virtual:ui/chooser' { const words: IslandWords['chooser']; export default words; }
declare module 'virtual:ui/calendar' { const words: IslandWords['calendar']; export default words; }
declare module 'virtual:ui/contactForm' { const words: IslandWords['contactForm']; export default words; }
declare module 'virtual:ui/upload' { const words: IslandWords['upload']; export default words; }
