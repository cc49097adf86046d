// Every host, URL and name that differs between deployments lives here once. Each value can be
// overridden at build time by the PUBLIC_* variable named beside it (README, "Pointing the site at
// other hosts"). The host rules' part is in hostConfig.ts, which browser scripts import alone.
import { fromEnv } from './env';
import { hostConfig, type HostConfig } from './hostConfig';

/** The deployment-specific settings of the site. */
export interface SiteConfig extends HostConfig {
  /** Brand name shown in titles, headings and structured data. */
  brand: string;
  /** Origin of the production marketing site, used for canonical URLs and the Learning Center. */
  siteOrigin: string;
  /** The welcome-call event page embedded by the scheduler. */
  calendlyUrl: string;
}

export const siteConfig: SiteConfig = {
  brand: fromEnv('PUBLIC_BRAND', 'Salusion'),
  ...hostConfig,
  siteOrigin: fromEnv('PUBLIC_SITE_ORIGIN', 'https://www.salusion.com'),
  calendlyUrl: fromEnv('PUBLIC_CALENDLY_URL', 'https://calendly.com/salusion/welcome-call'),
};
