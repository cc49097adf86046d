// The Content Security Policy beyond Astro's own script and style hashes (never 'unsafe-inline'). The meta
// policy cannot carry frame-ancestors, so that part goes in the _headers file instead.
import { appOriginFor } from './hosts';
import { CALENDLY_ORIGIN } from './lead';
import { productionAppOrigin } from './siteLinks';
import { siteConfig, type SiteConfig } from './siteConfig';
import { VIDEO_PROVIDERS } from './video';

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

/** Where forms may post: this site and the application hosts; the local one only when asked for. */
function formAction(config: SiteConfig, local: boolean): CspDirective {
  const hosts = [...config.stagingHosts, ...config.preproductionHosts].map((h) => appOriginFor(h, config));
  const origins = new Set([productionAppOrigin(config), ...(local ? [config.localAppOrigin] : []), ...hosts]);
  return `form-action 'self' ${[...origins].join(' ')}`;
}

/** Directives Astro adds to every page's meta CSP, next to its hashed script-src and style-src. */
export function cspDirectives(config: SiteConfig = siteConfig): CspDirective[] {
  const apis = [...new Set(Object.values(config.api).map(originOf))];
  const videoHosts = Object.values(VIDEO_PROVIDERS).map((p) => p.origin).join(' ');
  return [
    "default-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    // The video hosts: a poster, once clicked, asks the player's URL whether its host answers, so a
    // host that cannot be reached leaves a "Watch on …" link rather than the browser's error page.
    `connect-src 'self' ${apis.join(' ')} ${videoHosts}`,
    `frame-src ${CALENDLY_ORIGIN} ${videoHosts}`,
    "object-src 'none'",
    "base-uri 'self'",
    formAction(config, true),
  ];
}

/**
 * The policy a CDN sends as a header with a page whose meta policy is `metaPolicy`: the same
 * directives and hashes, plus frame-ancestors (which a meta policy cannot carry), and forms limited
 * to the deployed application hosts. The meta policy also allows the local application origin,
 * because the same HTML runs on a developer's machine, where no CDN header is sent.
 */
export function deployedPolicy(metaPolicy: string, config: SiteConfig = siteConfig): string {
  const directives = metaPolicy
    .split(';')
    .map((d) => d.trim())
    .filter((d) => d !== '' && !d.startsWith('form-action '));
  return [...directives, formAction(config, false), "frame-ancestors 'none'"].join('; ');
}
