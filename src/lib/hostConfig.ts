// The host rules' settings, apart from the rest of the site config so that the scripts every page
// ships (page views, application-host links) carry only these few strings. Each can be overridden
// at build time by the PUBLIC_* variable named beside it (README, "Pointing the site at other hosts").
import { fromEnv } from './env.ts';

/** What the host rules need to know. */
export interface HostConfig {
  /** Host names served by the staging deployment (localhost is always staging too). */
  stagingHosts: readonly string[];
  /** Host names served by the pre-production deployment. */
  preproductionHosts: readonly string[];
  /** API bases, each ending in /v1/. */
  api: { staging: string; preproduction: string; production: string };
  /** Prefix that turns a site host into its application host. */
  appHostPrefix: string;
  /** Application origin used when the site runs on localhost. */
  localAppOrigin: string;
}

export const hostConfig: HostConfig = {
  stagingHosts: fromEnv('PUBLIC_STAGING_HOSTS', 'staging.salusion.com').split(','),
  preproductionHosts: fromEnv('PUBLIC_PREPRODUCTION_HOSTS', 'preprod.salusion.com').split(','),
  api: {
    staging: fromEnv('PUBLIC_API_STAGING', 'https://api-staging.salusion.com/v1/'),
    preproduction: fromEnv('PUBLIC_API_PREPRODUCTION', 'https://api-preprod.salusion.com/v1/'),
    production: fromEnv('PUBLIC_API_PRODUCTION', 'https://api.salusion.com/v1/'),
  },
  appHostPrefix: fromEnv('PUBLIC_APP_HOST_PREFIX', 'app.'),
  localAppOrigin: fromEnv('PUBLIC_LOCAL_APP_ORIGIN', 'http://localhost:8080'),
};
