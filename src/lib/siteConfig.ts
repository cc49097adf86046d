// Every host, URL and name that differs between deployments lives here once. Each value can be
// overridden at build time by the PUBLIC_* variable named beside it (see README, "Other API hosts").

/** Reads a build-time override; `import.meta.env` is absent when Node loads this file directly. */
function fromEnv(name: string, fallback: string): string {
  const env = (import.meta as { env?: Record<string, string | undefined> }).env;
  const value = env?.[name] ?? (typeof process === 'undefined' ? undefined : process.env[name]);
  return value && value.trim() !== '' ? value.trim() : fallback;
}

/** The deployment-specific settings of the site. */
export interface SiteConfig {
  /** Brand name shown in titles, headings and structured data. */
  brand: string;
  /** Origin of the production marketing site, used for canonical URLs and the Learning Center. */
  siteOrigin: string;
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
  /** The welcome-call event page embedded by the scheduler. */
  calendlyUrl: string;
  /** Origin of the video host; frames and tracking use it. */
  videoOrigin: string;
  /** Video ids on the video host, by the page that plays them. */
  videos: Readonly<Record<VideoKey, string>>;
}

/** Every video the site embeds. */
export type VideoKey =
  | 'ichra'
  | 'qsehra'
  | 'gchra'
  | 'ebhra'
  | 'adp'
  | 'ichraVideoGuide'
  | 'qsehraVideoGuide'
  | 'reimbursementOptions'
  | 'ichraVsQsehra';

export const siteConfig: SiteConfig = {
  brand: fromEnv('PUBLIC_BRAND', 'Salusion'),
  siteOrigin: fromEnv('PUBLIC_SITE_ORIGIN', 'https://www.salusion.com'),
  stagingHosts: fromEnv('PUBLIC_STAGING_HOSTS', 'staging.salusion.com').split(','),
  preproductionHosts: fromEnv('PUBLIC_PREPRODUCTION_HOSTS', 'preprod.salusion.com').split(','),
  api: {
    staging: fromEnv('PUBLIC_API_STAGING', 'https://api-staging.salusion.com/v1/'),
    preproduction: fromEnv('PUBLIC_API_PREPRODUCTION', 'https://api-preprod.salusion.com/v1/'),
    production: fromEnv('PUBLIC_API_PRODUCTION', 'https://api.salusion.com/v1/'),
  },
  appHostPrefix: fromEnv('PUBLIC_APP_HOST_PREFIX', 'app.'),
  localAppOrigin: fromEnv('PUBLIC_LOCAL_APP_ORIGIN', 'http://localhost:8080'),
  calendlyUrl: fromEnv('PUBLIC_CALENDLY_URL', 'https://calendly.com/salusion/welcome-call'),
  videoOrigin: fromEnv('PUBLIC_VIDEO_ORIGIN', 'https://www.youtube-nocookie.com'),
  videos: {
    ichra: fromEnv('PUBLIC_VIDEO_ICHRA', 'salusion-ichra'),
    qsehra: fromEnv('PUBLIC_VIDEO_QSEHRA', 'salusion-qsehra'),
    gchra: fromEnv('PUBLIC_VIDEO_GCHRA', 'salusion-gchra'),
    ebhra: fromEnv('PUBLIC_VIDEO_EBHRA', 'salusion-ebhra'),
    adp: fromEnv('PUBLIC_VIDEO_ADP', 'salusion-adp-ichra'),
    ichraVideoGuide: fromEnv('PUBLIC_VIDEO_ICHRA_GUIDE', 'salusion-ichra-guide'),
    qsehraVideoGuide: fromEnv('PUBLIC_VIDEO_QSEHRA_GUIDE', 'salusion-qsehra-guide'),
    reimbursementOptions: fromEnv('PUBLIC_VIDEO_REIMBURSEMENT', 'salusion-reimbursement'),
    ichraVsQsehra: fromEnv('PUBLIC_VIDEO_ICHRA_VS_QSEHRA', 'salusion-ichra-vs-qsehra'),
  },
};
