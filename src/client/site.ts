// The script every page runs: point application-host links at this host's application, send the
// tracking calls, and once the page has painted load the later files: the print stylesheet, the
// header's script (it enhances menus that open without it), and on a page with a tool the tool
// footers' Copy link and Print. src/integrations/inlineScripts.ts bundles it into one inline script,
// so it costs no request, and names the later files.
import { afterFirstPaint } from './afterFirstPaint';
import { retargetAppLinks } from './appLinks';
import { trackPageView, trackVideoPlays } from './tracking';

/** The paths of the later files (src/client/header.ts, src/client/toolFooter.ts, src/styles/print.css), set by the bundler. */
declare const __LATER_FILES__: { header: string; toolFooter: string; print: string };

retargetAppLinks();
trackPageView();
trackVideoPlays();
afterFirstPaint(() => {
  document.head.append(Object.assign(document.createElement('link'), { rel: 'stylesheet', media: 'print', href: __LATER_FILES__.print }));
  void import(__LATER_FILES__.header);
  if (document.querySelector('[data-tool-footer]')) void import(__LATER_FILES__.toolFooter);
});
