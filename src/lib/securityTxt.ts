// /.well-known/security.txt (RFC 9116): where to report a security problem, written from
// content/site/site.json. Contact and Expires are the two fields the RFC requires; Expires is a
// date less than a year away, so the file is looked at again (check:launch asks for a new date
// before it passes); Canonical names the file's own address, so a copy found elsewhere is known as
// one; Preferred-Languages and Policy say what a report may be written in and how it is handled.
import type { IsoDate } from './calendarDate.ts';

/** The path the RFC puts the file at. */
export const SECURITY_TXT_PATH = '/.well-known/security.txt';

/** What the file says, as site.json writes it. */
export interface SecurityTxt {
  /** The mailbox reports go to. */
  contact: string;
  /** The security policy's page. */
  policy: string;
  /** The last day the file holds. */
  expires: IsoDate;
  /** Language tags, comma-separated: "en". */
  preferredLanguages: string;
}

/** The file's text for a site at `origin`: one field a line, each ended by a line feed (the RFC's grammar takes LF or CRLF). */
export function securityTxt({ contact, policy, expires, preferredLanguages }: SecurityTxt, origin: string): string {
  const fields = [
    ['Contact', `mailto:${contact}`],
    // The end of the day it names, in UTC: the file holds through that day.
    ['Expires', `${expires}T23:59:59.000Z`],
    ['Preferred-Languages', preferredLanguages],
    ['Canonical', new URL(SECURITY_TXT_PATH, origin).href],
    ['Policy', policy],
  ];
  return fields.map(([name, value]) => `${name}: ${value}\n`).join('');
}
