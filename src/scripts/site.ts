// The script every page runs: point application-host links at this host's application and send the
// tracking calls. src/integrations/siteScript.ts bundles it into one inline script, so it costs no
// request.
import { retargetAppLinks } from './appLinks';
import { trackPageView, trackVideoPlays } from './tracking';

retargetAppLinks();
trackPageView();
trackVideoPlays();
