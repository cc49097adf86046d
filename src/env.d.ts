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
declare module 'virtual:ui/affordabilityPlanner' { const words: IslandWords['affordabilityPlanner']; export default words; }
declare module 'virtual:ui/affordabilityAnswers' { const words: IslandWords['affordabilityAnswers']; export default words; }

// The numbers islands import from numbers.yaml (src/integrations/islandNumbers.ts).
type CalendarNumbers = import('./integrations/islandNumbers.ts').CalendarNumbers;
type FteNumbers = import('./integrations/islandNumbers.ts').FteNumbers;
type ClassSizeNumbers = import('./integrations/islandNumbers.ts').ClassSizeNumbers;
type AffordabilityChoicesNumbers = import('./integrations/islandNumbers.ts').AffordabilityChoicesNumbers;
type AffordabilityRulesNumbers = import('./integrations/islandNumbers.ts').AffordabilityRulesNumbers;
type ChooserNumbers = import('./integrations/islandNumbers.ts').ChooserNumbers;
declare module 'virtual:numbers/calendar' {
  export const rules: CalendarNumbers['rules'];
  export const figures: CalendarNumbers['figures'];
  export const products: CalendarNumbers['products'];
  export const laterYears: CalendarNumbers['laterYears'];
  export const yearsBack: CalendarNumbers['yearsBack'];
  export const yearsAhead: CalendarNumbers['yearsAhead'];
  export const source: CalendarNumbers['source'];
}
declare module 'virtual:numbers/fte' {
  export const rules: FteNumbers['rules'];
  export const fullTimeHoursWeek: FteNumbers['fullTimeHoursWeek'];
  export const fullTimeDefault: FteNumbers['fullTimeDefault'];
  export const partTimeDefault: FteNumbers['partTimeDefault'];
  export const employeesMax: FteNumbers['employeesMax'];
  export const monthHoursMax: FteNumbers['monthHoursMax'];
}
declare module 'virtual:numbers/chooser' {
  export const brand: ChooserNumbers['brand'];
  export const competitors: ChooserNumbers['competitors'];
  export const pricesChecked: ChooserNumbers['pricesChecked'];
}
declare module 'virtual:numbers/classSize' {
  export const limits: ClassSizeNumbers['limits'];
  export const employeesDefault: ClassSizeNumbers['employeesDefault'];
  export const employeesMax: ClassSizeNumbers['employeesMax'];
  export const classSizes: ClassSizeNumbers['classSizes'];
  export const classesMax: ClassSizeNumbers['classesMax'];
}
declare module 'virtual:numbers/affordabilityChoices' {
  export const planYears: AffordabilityChoicesNumbers['planYears'];
  export const curveStates: AffordabilityChoicesNumbers['curveStates'];
  export const allowanceDefault: AffordabilityChoicesNumbers['allowanceDefault'];
  export const allowanceMax: AffordabilityChoicesNumbers['allowanceMax'];
  export const rowsMax: AffordabilityChoicesNumbers['rowsMax'];
}
declare module 'virtual:numbers/affordabilityRules' {
  export const rules: AffordabilityRulesNumbers['rules'];
  export const limits: AffordabilityRulesNumbers['limits'];
  export const fees: AffordabilityRulesNumbers['fees'];
  export const pageRows: AffordabilityRulesNumbers['pageRows'];
}
