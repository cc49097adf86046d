// The script every page runs: point application-host links at this host's application, drive the
// header menu, and send the tracking calls. src/integrations/inlineScripts.ts bundles it into one
// inline script, so it costs no request.
import { retargetAppLinks } from './appLinks';
import { initHeaderMenu } from './headerMenu';
import { trackPageView, trackVideoPlays } from './tracking';

retargetAppLinks();
initHeaderMenu();
trackPageView();
trackVideoPlays();
