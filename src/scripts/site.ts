// The script every page runs: point application-host links at this host's application and send the
// page view. src/integrations/siteScript.ts bundles it into one inline script, so it costs no request.
import { retargetAppLinks } from './appLinks';
import { trackPageView } from './trackPageView';

retargetAppLinks();
trackPageView();
