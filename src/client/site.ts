// The script every page runs: point application-host links at this host's application, send the
// tracking calls, and once the page has painted load the later scripts: the header's (it enhances
// menus that open without it), and on a page with a tool the tool footers' Copy link and Print.
// src/integrations/inlineScripts.ts bundles it into one inline script, so it costs no request, and
// names the later scripts' files.
import { afterFirstPaint } from './afterFirstPaint';
import { retargetAppLinks } from './appLinks';
import { trackPageView, trackVideoPlays } from './tracking';

/** The paths of the later scripts (src/client/header.ts, src/client/toolFooter.ts), set by the bundler. */
declare const __LATER_SCRIPTS__: { header: string; toolFooter: string };

retargetAppLinks();
trackPageView();
trackVideoPlays();
afterFirstPaint(() => {
  void import(__LATER_SCRIPTS__.header);
  if (document.querySelector('[data-tool-footer]')) void import(__LATER_SCRIPTS__.toolFooter);
});
