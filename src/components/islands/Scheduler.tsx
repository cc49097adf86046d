// The embedded Calendly scheduler (SPEC §2, DECISIONS 10, 23). react-calendly renders its iframe
// straight away, so this island first shows a fixed-size placeholder and mounts the widget only
// when the box scrolls into view: no request reaches Calendly before that. A booking posts one
// lead per invitee, then a '/calendly' page view; failures only reach the console.
import { useEffect, useRef, useState } from 'react';
import { InlineWidget } from 'react-calendly';
import { apiPost } from '~/lib/api';
import { buildLead, hidesDetails, LEAD_PATH, scheduledEvent } from '~/lib/lead';
import { buildPageView, PAGE_VIEW_PATH } from '~/lib/pageView';
import type { UiWords } from '~/schemas';
import './Scheduler.css';

interface Props {
  /** The welcome-call event page. */
  url: string;
  /** Always hide the landing-page and event-type details (the contact page). */
  calendarOnly: boolean;
  /** The placeholder text until the calendar loads, and the calendar frame's accessible title. */
  words: UiWords['scheduler'];
}

async function sendLead(calendly: { eventURL: string; inviteeURL: string }) {
  try {
    const response = await apiPost(LEAD_PATH, buildLead(new URL(location.href), calendly));
    if (!response.ok) throw new Error(`lead call answered ${response.status}`);
    await apiPost(PAGE_VIEW_PATH, buildPageView('/calendly'), { keepalive: true });
  } catch (error) {
    console.error('Could not record the scheduled call as a lead', error);
  }
}

/** The fixed-size box: a placeholder until it scrolls into view, then the calendar. */
export default function Scheduler({ url, calendarOnly, words }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);
  const [hide, setHide] = useState(calendarOnly);

  useEffect(() => {
    const el = box.current;
    if (!el) return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        setHide(hidesDetails(window.innerWidth, calendarOnly));
        setVisible(true);
        observer.disconnect();
      }
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [calendarOnly]);

  useEffect(() => {
    const seen = new Set<string>();
    function onMessage(event: MessageEvent) {
      const booking = scheduledEvent(event.origin, event.data);
      if (!booking || seen.has(booking.inviteeURL)) return;
      seen.add(booking.inviteeURL);
      void sendLead(booking);
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  return (
    <div ref={box} className="scheduler-box">
      {visible ? (
        <InlineWidget
          url={url}
          iframeTitle={words.frameTitle}
          pageSettings={{ hideLandingPageDetails: hide, hideEventTypeDetails: hide }}
        />
      ) : (
        <p className="scheduler-placeholder">{words.loading}</p>
      )}
    </div>
  );
}
