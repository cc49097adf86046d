import { describe, expect, it } from 'vitest';
import { buildLead, hidesDetails, scheduledEvent, schedulerSrc } from '~/lib/lead';

const payload = {
  event: { uri: 'https://api.calendly.com/scheduled_events/E1' },
  invitee: { uri: 'https://api.calendly.com/scheduled_events/E1/invitees/I1' },
};
const booking = { eventURL: payload.event.uri, inviteeURL: payload.invitee.uri };

describe('scheduledEvent trusts only Calendly bookings', () => {
  it.each([
    ['a booking from Calendly', 'https://calendly.com', { event: 'calendly.event_scheduled', payload }, booking],
    ['a booking from another origin', 'https://evil.example', { event: 'calendly.event_scheduled', payload }, undefined],
    ['a booking from a Calendly look-alike', 'https://calendly.com.evil.example', { event: 'calendly.event_scheduled', payload }, undefined],
    ['another Calendly event', 'https://calendly.com', { event: 'calendly.page_height', payload }, undefined],
    ['a booking without URIs', 'https://calendly.com', { event: 'calendly.event_scheduled', payload: {} }, undefined],
    ['a string message', 'https://calendly.com', 'calendly.event_scheduled', undefined],
    ['no data', 'https://calendly.com', null, undefined],
  ])('%s', (_name, origin, data, expected) => {
    expect(scheduledEvent(origin, data)).toEqual(expected);
  });
});

describe('buildLead', () => {
  it.each([
    [
      'https://www.salusion.com/product/ichra/consultation?utm_source=x',
      { title: 'Website Product ICHRA', dealSource: 'Website Product', product: 'ICHRA' },
    ],
    ['https://www.salusion.com/contact-us', { title: 'Website', dealSource: 'Website' }],
  ])('%s', (url, expected) => {
    expect(buildLead(new URL(url), booking)).toEqual({ ...expected, websiteURL: url, calendly: booking });
  });
});

describe('hidesDetails', () => {
  it.each([
    [1300, false, false],
    [1200, false, false],
    [1199, false, true],
    [500, false, true],
    [1600, true, true],
  ])('width %i, calendar-only %s → %s', (width, calendarOnly, hidden) => {
    expect(hidesDetails(width, calendarOnly)).toBe(hidden);
  });
});

describe('schedulerSrc', () => {
  it.each([
    [false, 'https://calendly.com/salusion/welcome-call?embed_domain=www.salusion.com&embed_type=Inline'],
    [true, 'https://calendly.com/salusion/welcome-call?hide_landing_page_details=1&hide_event_type_details=1&embed_domain=www.salusion.com&embed_type=Inline'],
  ])('hiding details %s', (hide, src) => {
    expect(schedulerSrc('https://calendly.com/salusion/welcome-call', hide, 'www.salusion.com')).toBe(src);
  });

  it("keeps the event page's own parameters", () => {
    expect(new URL(schedulerSrc('https://calendly.com/s/call?month=2026-01', false, 'localhost:4321')).searchParams.get('month')).toBe('2026-01');
  });
});
