// The links the static HTML carries: production values, corrected in the browser on other hosts
// by src/client/appLinks.ts. Build-time only, so browser scripts never import the full config.
import { appOriginFor } from './hosts';
import { siteConfig, type SiteConfig } from './siteConfig';

/** The application origin the static HTML carries before any script runs. */
export function productionAppOrigin(config: SiteConfig = siteConfig): string {
  return appOriginFor(new URL(config.siteOrigin).hostname, config);
}

/** The Learning Center, which always lives on the production marketing site. */
export function learningCenterUrl(config: SiteConfig = siteConfig): string {
  return new URL('/learning-center/', config.siteOrigin).href;
}
