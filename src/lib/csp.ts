// The Content Security Policy beyond Astro's own script and style hashes (DECISIONS 25). The meta
// policy cannot carry frame-ancestors, so that part goes in the _headers file instead.
import { appOriginFor } from './hosts';
import { CALENDLY_ORIGIN } from './lead';
import { productionAppOrigin } from './siteLinks';
import { siteConfig, type SiteConfig } from './siteConfig';

/** The directives this site sets; the template type is what Astro's `security.csp` accepts. */
type DirectiveName =
  | 'default-src'
  | 'img-src'
  | 'font-src'
  | 'connect-src'
  | 'frame-src'
  | 'object-src'
  | 'base-uri'
  | 'form-action';
export type CspDirective = `${DirectiveName} ${string}`;

function originOf(url: string): string {
  return new URL(url).origin;
}

/** Directives Astro adds to every page's meta CSP, next to its hashed script-src and style-src. */
export function cspDirectives(config: SiteConfig = siteConfig): CspDirective[] {
  const apis = [...new Set(Object.values(config.api).map(originOf))];
  const appOrigins = [
    ...new Set([
      productionAppOrigin(config),
      config.localAppOrigin,
      ...[...config.stagingHosts, ...config.preproductionHosts].map((h) => appOriginFor(h, config)),
    ]),
  ];
  return [
    "default-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${apis.join(' ')}`,
    `frame-src ${CALENDLY_ORIGIN} ${originOf(config.videoOrigin)}`,
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self' ${appOrigins.join(' ')}`,
  ];
}
