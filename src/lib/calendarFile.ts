// The plan calendar as an iCalendar (.ics) file that Google Calendar, Outlook and Apple Calendar
// import: one all-day event per date (DTSTART;VALUE=DATE and DTEND the next day, which Outlook
// needs), each with a UID that stays the same when the same calendar is downloaded again, so a
// second import updates the events instead of doubling them. ical-generator writes the file (it
// folds long lines and escapes text as RFC 5545 asks); the tool loads this module only when the
// visitor asks for the file.
import ical from 'ical-generator';
import { addDays, utcMidnight, type IsoDate } from './calendarDate.ts';

/** One date of the calendar, with the words its event carries. */
export interface CalendarEvent {
  /** Names the event among the calendar's, for its UID. */
  key: string;
  date: IsoDate;
  summary: string;
  description: string;
}

/** Who makes the file: the PRODID's company and product, and the domain after each UID's @. */
export interface CalendarSource {
  company: string;
  product: string;
  domain: string;
  /** The calendar's name in the visitor's calendar app. */
  name: string;
}

/** The .ics text of `events`; `description`, when given, is the calendar's own (X-WR-CALDESC), which calendar apps show with its name. */
export function calendarFile(events: CalendarEvent[], source: CalendarSource, stamp: Date = new Date(), description?: string): string {
  const calendar = ical({ prodId: { company: source.company, product: source.product, language: 'EN' }, name: source.name, ...(description === undefined ? {} : { description }) });
  for (const event of events) {
    calendar.createEvent({
      id: `${event.key}-${event.date}@${source.domain}`,
      // A date-only value at midnight UTC, which ical-generator writes as that same day (no time zone is set).
      allDay: true,
      start: utcMidnight(event.date),
      end: utcMidnight(addDays(event.date, 1)),
      stamp,
      summary: event.summary,
      description: event.description,
    });
  }
  return calendar.toString();
}
