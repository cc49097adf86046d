// The rules of one field, as the browser editor checks them before it saves: the field's own Zod
// schema (the one the content check validates the file with) run on the value the editor would
// write, through Zod's public parse. A message the schema words ("a price or fee cannot be
// negative", "write a month in full and a day every year has, e.g. July 31") is shown as written;
// a rule the schema gives no words for is said in plain words here, never in Zod's own.
import { z } from 'astro/zod';
import { contentProps, type ContentComponent } from '../schemas/components.ts';

type RawIssue = z.core.$ZodRawIssue;

/** A message as the editor shows it under a field: "href must start with /" → "Href must start with /". */
export const sentence = (message: string) => message.charAt(0).toUpperCase() + message.slice(1);

/** Abbreviations a label writes in capitals, as the site's words do. */
const ABBREVIATIONS = /\b(ichra|qsehra|gchra|ebhra|hra|pcor|fte|ale|irs|ach|pdf|url)\b/g;

/** "perParticipant" → "Per participant", "pcorPlanYearsEndingBefore" → "PCOR plan years ending before", "form720Due" → "Form 720 due", "HraChooser" → "HRA chooser". */
export function labelOf(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([a-zA-Z])(\d)/g, '$1 $2')
    .toLowerCase()
    .replace(ABBREVIATIONS, (word) => word.toUpperCase());
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A building block as the editor names it: its schema's title (N is "Number"), else its name in words ("Price card"). */
export const blockLabel = (name: ContentComponent) => contentProps[name].meta()?.title ?? labelOf(name);

const figure = (value: unknown) => (typeof value === 'number' || typeof value === 'bigint' ? Number(value).toLocaleString('en-US') : String(value));

/** Sizes of a text or a list, as a sentence ends them. */
const UNITS: Record<string, string> = { string: ' characters', array: ' items' };

/** The broken rule `issue` in plain words, for a rule whose schema gives none of its own. */
export function plainWords(issue: RawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'Fill this in';
      if (issue.expected === 'int') return 'Write a whole number';
      if (issue.expected === 'number') return 'Write a number, without $ or commas';
      return `Write a ${issue.expected}`;
    case 'too_small': {
      const unit = UNITS[issue.origin] ?? '';
      if (issue.origin === 'number' && !issue.inclusive) return `Must be more than ${figure(issue.minimum)}`;
      return `Must be at least ${figure(issue.minimum)}${unit}`;
    }
    case 'too_big': {
      const unit = UNITS[issue.origin] ?? '';
      if (issue.origin === 'number' && !issue.inclusive) return `Must be less than ${figure(issue.maximum)}`;
      return `Must be at most ${figure(issue.maximum)}${unit}`;
    }
    case 'invalid_value':
      return `Choose one of: ${issue.values.map(String).join(', ')}`;
    default:
      return 'Not in the form this field needs: see the note above it';
  }
}

/** What the editor says when a written value breaks `schema`, or undefined when it keeps every rule. */
export type FieldRule = (written: unknown) => string | undefined;

/**
 * The rule of the field `schema` validates, in the schema's words or plain ones; a rule inside a
 * group of fields (a guide's PDF) names the field it is about.
 */
export function ruleOf(schema: z.core.$ZodType): FieldRule {
  return (written) => {
    const result = z.safeParse(schema, written, { error: plainWords });
    if (result.success) return undefined;
    const { path, message } = result.error.issues[0]!;
    const field = path.map((key) => labelOf(String(key))).join(' → ');
    return field ? `${field}: ${message}` : sentence(message);
  };
}
