// Every host, URL and name that differs between deployments lives here once. Each value can be
// overridden at build time by the PUBLIC_* variable named beside it (README, "Pointing the site at
// other hosts"). The host rules' part is in hostConfig.ts, which browser scripts import alone.
import { fromEnv, hostConfig, type HostConfig } from './hostConfig';

/** The deployment-specific settings of the site. */
export interface SiteConfig extends HostConfig {
  /** Brand name shown in titles, headings and structured data. */
  brand: string;
  /** Origin of the production marketing site, used for canonical URLs and the Learning Center. */
  siteOrigin: string;
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
  | 'ichraVideoGuide'
  | 'qsehraVideoGuide'
  | 'reimbursementOptions'
  | 'ichraVsQsehra';

export const siteConfig: SiteConfig = {
  brand: fromEnv('PUBLIC_BRAND', 'Salusion'),
  ...hostConfig,
  siteOrigin: fromEnv('PUBLIC_SITE_ORIGIN', 'https://www.salusion.com'),
  calendlyUrl: fromEnv('PUBLIC_CALENDLY_URL', 'https://calendly.com/salusion/welcome-call'),
  videoOrigin: fromEnv('PUBLIC_VIDEO_ORIGIN', 'https://www.youtube-nocookie.com'),
  videos: {
    ichra: fromEnv('PUBLIC_VIDEO_ICHRA', 'salusion-ichra'),
    qsehra: fromEnv('PUBLIC_VIDEO_QSEHRA', 'salusion-qsehra'),
    gchra: fromEnv('PUBLIC_VIDEO_GCHRA', 'salusion-gchra'),
    ebhra: fromEnv('PUBLIC_VIDEO_EBHRA', 'salusion-ebhra'),
    ichraVideoGuide: fromEnv('PUBLIC_VIDEO_ICHRA_GUIDE', 'salusion-ichra-guide'),
    qsehraVideoGuide: fromEnv('PUBLIC_VIDEO_QSEHRA_GUIDE', 'salusion-qsehra-guide'),
    reimbursementOptions: fromEnv('PUBLIC_VIDEO_REIMBURSEMENT', 'salusion-reimbursement'),
    ichraVsQsehra: fromEnv('PUBLIC_VIDEO_ICHRA_VS_QSEHRA', 'salusion-ichra-vs-qsehra'),
  },
};
