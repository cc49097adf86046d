// /.well-known/security.txt holds until its Expires date (content/site/site.json, security.expires):
// RFC 9116 has a reader treat an expired file as stale, and recommends a date less than a year
// away, so someone looks at the file again. check:launch asks for a new date once the day is 30
// days away or has passed, and when it is more than a year ahead. (JSON parses as YAML, which
// gives the line.)
import { isMap, isScalar, LineCounter, parseDocument } from 'yaml';
import { addDays, parseIsoDate } from '../../src/lib/calendarDate.ts';
import type { Problem } from './problem.ts';

/** How many days before it expires the launch check asks for a new date. */
const RENEW_DAYS = 30;

/** How far ahead the date may be: the RFC's "less than a year". */
const MAX_DAYS = 365;

/** A problem when security.txt's Expires date in site.json `text` is near, past, or more than a year after `today`. */
export function securityTxtExpiry(file: string, text: string, today: Date): Problem[] {
  const counter = new LineCounter();
  const doc = parseDocument(text, { lineCounter: counter });
  const node = doc.getIn(['site', 'security', 'expires'], true);
  const expires = isScalar(node) ? parseIsoDate(String(node.value)) : null;
  // A missing or unreadable date is the content check's to report.
  if (!isScalar(node) || expires === null || !isMap(doc.getIn(['site', 'security'], true))) return [];
  const day = today.toISOString().slice(0, 10);
  const line = counter.linePos(node.range![0]).line;
  const fix = `write in security.expires a date less than a year after today (${day}), after checking that the rest of security.txt still holds`;
  if (expires < addDays(day, RENEW_DAYS)) {
    return [{ file, line, what: `/.well-known/security.txt ${expires < day ? 'expired' : 'expires'} on ${expires}`, fix }];
  }
  if (expires > addDays(day, MAX_DAYS)) return [{ file, line, what: `/.well-known/security.txt's Expires (${expires}) is more than a year away`, fix }];
  return [];
}
