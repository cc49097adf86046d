// The embedded Calendly scheduler: its frame's address, and a booking in it turned into a sales
// lead, trusted only from Calendly's origin.
import { breakpoint } from './design.ts';
import { productFromPath } from './pageView';

/** Only messages from this origin are trusted; the CSP lets the scheduler frame load from it. */
export const CALENDLY_ORIGIN = 'https://calendly.com';

/** The path of the lead call, relative to the API base. */
export const LEAD_PATH = 'pipedrive/salusion/lead';

/** The body of the lead call. */
export interface Lead {
  title: string;
  websiteURL: string;
  dealSource: 'Website' | 'Website Product';
  product?: string;
  calendly: { eventURL: string; inviteeURL: string };
}

/** The booking's event and invitee URIs, when the message is a trusted scheduled event. */
export function scheduledEvent(origin: string, data: unknown): { eventURL: string; inviteeURL: string } | undefined {
  if (origin !== CALENDLY_ORIGIN || typeof data !== 'object' || data === null) return undefined;
  const { event, payload } = data as { event?: unknown; payload?: { event?: { uri?: unknown }; invitee?: { uri?: unknown } } };
  const eventURL = payload?.event?.uri;
  const inviteeURL = payload?.invitee?.uri;
  if (event !== 'calendly.event_scheduled' || typeof eventURL !== 'string' || typeof inviteeURL !== 'string') return undefined;
  return { eventURL, inviteeURL };
}

/** The lead for a booking made on the page at `pageUrl`. */
export function buildLead(pageUrl: URL, calendly: { eventURL: string; inviteeURL: string }): Lead {
  const product = productFromPath(pageUrl.pathname);
  return {
    title: product ? `Website Product ${product}` : 'Website',
    websiteURL: pageUrl.href,
    dealSource: product ? 'Website Product' : 'Website',
    ...(product ? { product } : {}),
    calendly,
  };
}

/** Whether the scheduler hides its details: always in calendar-only mode, else on narrow windows. */
export function hidesDetails(windowWidth: number, calendarOnly: boolean): boolean {
  return calendarOnly || windowWidth < breakpoint.schedulerCompact;
}

/**
 * The scheduler frame's address: the event page with Calendly's inline-embed parameters, the same
 * ones Calendly's own embed code sets. `embedDomain` (the page's host) makes Calendly post its
 * events, a booking among them, to the page; `hideDetails` hides the landing-page and event-type details.
 */
export function schedulerSrc(eventUrl: string, hideDetails: boolean, embedDomain: string): string {
  const src = new URL(eventUrl);
  if (hideDetails) {
    src.searchParams.set('hide_landing_page_details', '1');
    src.searchParams.set('hide_event_type_details', '1');
  }
  src.searchParams.set('embed_domain', embedDomain);
  src.searchParams.set('embed_type', 'Inline');
  return src.href;
}
