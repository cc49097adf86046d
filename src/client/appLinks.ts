// The HTML carries production application-host URLs so it works without JavaScript; on any other
// host (staging, localhost) this points them at that host's application: the current host with the
// application's prefix.
import { appOriginFor } from '~/lib/hosts';

/** Rewrites every [data-app-path] link and form to the application host of this page's host. */
export function retargetAppLinks(doc: Document = document, hostname = location.hostname) {
  const origin = appOriginFor(hostname);
  for (const el of doc.querySelectorAll<HTMLElement>('[data-app-path]')) {
    const url = `${origin}${el.dataset['appPath']}`;
    if (el instanceof HTMLAnchorElement) el.href = url;
    else if (el instanceof HTMLFormElement) el.action = url;
  }
}
