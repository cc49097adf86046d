// The same static build runs on every host, so host-dependent URLs are computed in the browser
// from location.hostname by these pure functions.
import { hostConfig, type HostConfig } from './hostConfig';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** True for the loopback host names a developer uses. */
function isLocalHost(hostname: string): boolean {
  return LOCAL_HOSTS.has(hostname.toLowerCase());
}

/** The API base (ending in /v1/) that serves the given site host. */
export function apiBaseFor(hostname: string, config: HostConfig = hostConfig): string {
  const host = hostname.toLowerCase();
  if (isLocalHost(host) || config.stagingHosts.includes(host)) return config.api.staging;
  if (config.preproductionHosts.includes(host)) return config.api.preproduction;
  return config.api.production;
}

/**
 * The application origin for a site host: the host with the app prefix added, a leading `www.`
 * replaced by it, and http://localhost:8080 on loopback hosts.
 */
export function appOriginFor(hostname: string, config: HostConfig = hostConfig): string {
  const host = hostname.toLowerCase();
  if (isLocalHost(host)) return config.localAppOrigin;
  const bare = host.startsWith('www.') ? host.slice(4) : host;
  return `https://${config.appHostPrefix}${bare}`;
}
