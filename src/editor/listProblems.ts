// What needs fixing where Keystatic does not point at it: inside an item of a list, which the editor
// changes in a dialog whose Done checks nothing, and whose Save then refuses the whole form with no
// word said. Each item's label in the list says what the item needs ("ICHRA overview — fix Video
// id: …"), found with the same checks Save runs.
import type { ComponentSchema } from '@keystatic/core';
import { refusal } from './checkedField.tsx';
import { labelOf } from './fieldRules.ts';
import { ITEM_NEEDS } from './refusedSave.ts';

/** A field whose value its checks refuse: its label (with those of the groups it is in) and why. */
export interface FieldProblem {
  field: string;
  message: string;
}

/** Every field under `schema` whose own check refuses its part of `value`, as Save would find it. */
export function problemsOf(schema: ComponentSchema, value: unknown, path: readonly string[] = []): FieldProblem[] {
  const at = (key: string) => [...path, labelOf(key)];
  switch (schema.kind) {
    case 'form': {
      const message = refusal(() => schema.validate(value as never, undefined));
      return message === undefined ? [] : [{ field: path.join(' → '), message }];
    }
    case 'object':
      return Object.entries(schema.fields).flatMap(([key, field]) => problemsOf(field, (value as Record<string, unknown> | undefined)?.[key], at(key)));
    case 'array':
      return (value as unknown[]).flatMap((item, index) => problemsOf(schema.element, item, at(`item ${index + 1}`)));
    default:
      return [];
  }
}

/** A problem in one sentence: "Title must not be empty", "Video id: Paste the video’s address…". */
export const problemSentence = ({ field, message }: FieldProblem) => (!field || message.startsWith(field) ? message : `${field}: ${message}`);

/** What Keystatic hands an item label: the item's fields (or, for a list of single values, its value). */
interface PreviewProps {
  schema: ComponentSchema;
  value?: unknown;
  fields?: Record<string, PreviewProps>;
  elements?: readonly PreviewProps[];
}

/** The value the preview props `props` show. */
function valueOf(props: PreviewProps): unknown {
  if (props.elements) return props.elements.map(valueOf);
  if (props.fields) return Object.fromEntries(Object.entries(props.fields).map(([key, field]) => [key, valueOf(field)]));
  return props.value;
}

/** An item's name: its own value, else its name or title, else the first text among its fields. */
function itemName(props: PreviewProps): string {
  if (typeof props.value === 'string') return props.value;
  const fields = props.fields ?? {};
  const texts = [fields['name'], fields['title'], ...Object.values(fields)].filter((field) => typeof field?.value === 'string' && field.value !== '');
  return texts[0] ? String(texts[0].value) : '';
}

/** An item's label in its list, `fallback` when it has no name, and what it needs when something does. */
export function listItemLabel(previewProps: unknown, fallback: string): string {
  const props = previewProps as PreviewProps;
  const name = itemName(props) || fallback;
  const [first] = problemsOf(props.schema, valueOf(props));
  return first ? `${ITEM_NEEDS} ${name} — fix: ${problemSentence(first)}` : name;
}
