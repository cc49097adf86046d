// <scheduler-frame>: the embedded Calendly scheduler as a plain iframe, with no framework. The frame
// is added when the box is in view once the page has loaded and painted (afterFirstPaint.ts says
// why) and the visitor has used the page (scrolled, moved the pointer, touched or pressed a key), or
// at once when they press the box's button. Calendly's page is a second document that loads and
// runs beside ours: added while a phone is still making the page ready, it took 50 to 100 ms of its
// main thread (Lighthouse's blocking time on /contact-us, 19 ms without it, 100 ms with it, median
// of five), so it waits for a visitor who is there. The box keeps its size from the first paint, so
// nothing shifts. A booking the frame reports (a message
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

/** What says the visitor is on the page and using it. */
const ENGAGED = ['scroll', 'wheel', 'pointermove', 'pointerdown', 'touchstart', 'keydown'] as const;

/** The box; data-url is the event page, data-title the frame's name, data-calendar-only hides details at any width. */
class SchedulerFrame extends HTMLElement {
  #observer: IntersectionObserver | undefined;
  #frame: HTMLIFrameElement | undefined;
  #stopWaiting: (() => void) | undefined;

  connectedCallback() {
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && this.#load());
    this.#observer = observer;
    this.querySelector('button')?.addEventListener('click', () => this.#load(true), { once: true });
    const engaged = (event: Event) => {
      // The browser itself sends a pointer move that moved nothing when the layout changes under a
      // pointer resting on the page (seen at load on a busy machine): no visitor did that.
      if (event instanceof PointerEvent && event.type === 'pointermove' && event.movementX === 0 && event.movementY === 0) return;
      this.#stopWaiting?.();
      afterFirstPaint(() => this.isConnected && observer.observe(this));
    };
    for (const type of ENGAGED) addEventListener(type, engaged, { capture: true, passive: true });
    this.#stopWaiting = () => {
      for (const type of ENGAGED) removeEventListener(type, engaged, true);
    };
  }

  disconnectedCallback() {
    this.#observer?.disconnect();
    this.#stopWaiting?.();
    removeEventListener('message', this.#onMessage);
  }

  /** Adds the frame; `focus` moves focus into it, for a visitor who pressed the box's button. */
  #load(focus = false) {
    if (this.#frame) return;
    this.#observer?.disconnect();
    this.#stopWaiting?.();
    const frame = document.createElement('iframe');
    frame.title = this.dataset['title'] ?? '';
    frame.src = schedulerSrc(this.dataset['url']!, hidesDetails(innerWidth, this.hasAttribute('data-calendar-only')), location.host);
    this.#frame = frame;
    addEventListener('message', this.#onMessage);
    // The button would stay focusable under the frame that covers it. A keyboard visitor on it (the
    // box scrolled into view as they tabbed to it, so the frame loads) is taken into the frame, as
    // one who pressed it is, rather than left on a button that is gone.
    const onButton = this.contains(document.activeElement);
    this.querySelector('button')?.remove();
    this.append(frame);
    if (focus || onButton) frame.focus();
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
