// The script every page runs: point application-host links at this host's application, send the
// tracking calls, and load the header's script once the page has painted (it only enhances menus
// that open without it). src/integrations/inlineScripts.ts bundles it into one inline script, so it
// costs no request, and names the header's script file.
import { afterFirstPaint } from './afterFirstPaint';
import { retargetAppLinks } from './appLinks';
import { trackPageView, trackVideoPlays } from './tracking';

/** The path of the header's script (src/client/header.ts), set by the bundler. */
declare const __HEADER_SCRIPT__: string;

retargetAppLinks();
trackPageView();
trackVideoPlays();
afterFirstPaint(() => void import(__HEADER_SCRIPT__));
