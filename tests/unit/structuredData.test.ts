// The JSON-LD helpers: text that cannot end its script element, and the consultation Event with
// the start an Event needs and the weekday schedule it repeats on.
import { describe, expect, it } from 'vitest';
import { nextWeekday } from '~/lib/calendarDate';
import { consultationEvent, jsonLdText } from '~/lib/structuredData';

describe('jsonLdText', () => {
  it('cannot close its script element', () => {
    expect(jsonLdText({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });
});

describe('the consultation Event', () => {
  it.each([
    // build day, the next weekday
    ['2026-11-25', '2026-11-26'],
    ['2026-11-27', '2026-11-30'],
    ['2026-11-28', '2026-11-30'],
    ['2026-11-29', '2026-11-30'],
    ['2026-12-31', '2027-01-01'],
  ])('built on %s starts on %s', (day, next) => expect(nextWeekday(day)).toBe(next));

  it('has a start, repeats on weekdays, and offers a free online consultation', () => {
    const event = consultationEvent('Salusion', 'https://www.salusion.com/speak-with-an-hra-expert', 'Speak with an HRA Expert', 'A free call.', '2026-11-26');
    expect(event).toMatchObject({
      '@type': 'Event',
      startDate: '2026-11-26',
      eventSchedule: { '@type': 'Schedule', repeatFrequency: 'P1D', byDay: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((d) => `https://schema.org/${d}`) },
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      offers: { price: '0', priceCurrency: 'USD' },
    });
  });
});
