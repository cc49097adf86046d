// <scheduler-frame>: the embedded Calendly scheduler as a plain iframe, with no framework. The frame
// is added only when the box is in view once the page has loaded and painted (afterFirstPaint.ts
// says why), so no request reaches Calendly before that; the box
// keeps its size from the first paint, so nothing shifts. A booking the frame reports (a message
// from Calendly's origin, from this frame) posts one lead per invitee, then the '/calendly' page
// view unless the visitor asks not to be tracked; failures only reach the console.
import { apiPost } from '~/lib/api';
import { buildLead, hidesDetails, LEAD_PATH, scheduledEvent, schedulerSrc } from '~/lib/lead';
import { buildPageView, PAGE_VIEW_PATH } from '~/lib/pageView';
import { mayTrack } from '~/lib/privacy';
import { afterFirstPaint } from './afterFirstPaint';

/** Invitees already turned into a lead on this page: Calendly may report a booking twice. */
const booked = new Set<string>();

async function sendLead(calendly: { eventURL: string; inviteeURL: string }) {
  try {
    const response = await apiPost(LEAD_PATH, buildLead(new URL(location.href), calendly));
    if (!response.ok) throw new Error(`lead call answered ${response.status}`);
    if (mayTrack()) await apiPost(PAGE_VIEW_PATH, buildPageView('/calendly'), { keepalive: true });
  } catch (error) {
    console.error('Could not record the scheduled call as a lead', error);
  }
}

/** The box; data-url is the event page, data-title the frame's name, data-calendar-only hides details at any width. */
class SchedulerFrame extends HTMLElement {
  #observer: IntersectionObserver | undefined;
  #frame: HTMLIFrameElement | undefined;

  connectedCallback() {
    this.#observer = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      this.#observer?.disconnect();
      this.#load();
    });
    const observer = this.#observer;
    afterFirstPaint(() => this.isConnected && observer.observe(this));
  }

  disconnectedCallback() {
    this.#observer?.disconnect();
    removeEventListener('message', this.#onMessage);
  }

  #load() {
    if (this.#frame) return;
    const frame = document.createElement('iframe');
    frame.title = this.dataset['title'] ?? '';
    frame.src = schedulerSrc(this.dataset['url']!, hidesDetails(innerWidth, this.hasAttribute('data-calendar-only')), location.host);
    this.#frame = frame;
    addEventListener('message', this.#onMessage);
    this.append(frame);
  }

  #onMessage = (event: MessageEvent) => {
    if (event.source !== this.#frame?.contentWindow) return;
    const booking = scheduledEvent(event.origin, event.data);
    if (!booking || booked.has(booking.inviteeURL)) return;
    booked.add(booking.inviteeURL);
    void sendLead(booking);
  };
}

// Each Scheduler on a page writes this script inline, so a page an editor gives two defines it once.
if (!customElements.get('scheduler-frame')) customElements.define('scheduler-frame', SchedulerFrame);
