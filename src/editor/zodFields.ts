// Turns the site's Zod schemas into Keystatic fields, so the browser editor asks for exactly what the
// content check accepts, and a field added to a schema appears in the editor with no second list.
// The editor reads each schema through Zod's JSON Schema export (z.toJSONSchema): a field's help
// text is the description the schema gives it (.describe()), its rules (required, pattern, how
// many items a list holds) are the schema's own, and its label is its name in words.
// Empty values are left out of the file, as the hand-written content leaves them out.
import { fields } from '@keystatic/core';
import type { BasicFormField, ComponentSchema, ObjectField } from '@keystatic/core';
import { z } from 'astro/zod';
import { groupField } from './groupField.tsx';
import { imageField } from './imageField.ts';
import { videoIdField } from './videoIdField.ts';

type Json = z.core.JSONSchema.JSONSchema;

/** Fields a schema asks for by name in its metadata (`editorField`), where a text box is not enough. */
const EDITOR_FIELDS = {
  videoId: videoIdField,
  cardImage: (label: string, description: string) => imageField('cardImage', label, description),
  poster: (label: string, description: string) => imageField('poster', label, description),
};

/** Zod's string checks that JSON Schema writes as `pattern`. */
const PATTERN_FORMATS = new Set(['regex', 'starts_with', 'ends_with', 'includes']);

/**
 * The message of a text's one pattern, as the schema words it, so the editor refuses a value in the
 * content check's words. JSON Schema has no place for messages; several patterns give none.
 */
function patternMessage(schema: z.core.$ZodType): string | undefined {
  if (!(schema instanceof z.ZodString)) return undefined;
  const checks = (schema._zod.def.checks ?? []).filter((check) => PATTERN_FORMATS.has(String((check._zod.def as { format?: string }).format)));
  const error = checks.length === 1 ? checks[0]!._zod.def.error : undefined;
  const message = typeof error === 'function' ? error({} as never) : undefined;
  return typeof message === 'string' ? message : undefined;
}

/**
 * `schema` as JSON Schema, for what an editor types in: a date is a YYYY-MM-DD string, and what
 * JSON Schema cannot say (a refinement across fields) is left to the content check.
 */
function jsonSchemaOf(schema: z.ZodType): Json {
  return z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: (ctx) => (ctx.zodSchema instanceof z.ZodDate ? { type: 'string', format: 'date' } : 'any'),
    override: (ctx) => {
      const message = patternMessage(ctx.zodSchema);
      if (message) ctx.jsonSchema['patternMessage'] = message;
    },
  });
}

/** A message as the editor shows it under a field: "href must start with /" → "Href must start with /". */
export const sentence = (message: string) => message.charAt(0).toUpperCase() + message.slice(1);

/** Abbreviations a label writes in capitals, as the site's words do. */
const ABBREVIATIONS = /\b(ichra|qsehra|gchra|ebhra|hra|pcor|fte|ale|irs|ach|pdf|url)\b/g;

/** "perParticipant" → "Per participant", "pcorPlanYearsEndingBefore" → "PCOR plan years ending before", "form720Due" → "Form 720 due". */
export function labelOf(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([a-zA-Z])(\d)/g, '$1 $2')
    .toLowerCase()
    .replace(ABBREVIATIONS, (word) => word.toUpperCase());
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Whether `value` is empty: an empty string, an unchecked box, a list with nothing chosen. */
const isEmpty = (value: unknown) => value === '' || value === false || (Array.isArray(value) && value.length === 0);

/** A form field whose empty value is left out of the file. */
function omitEmpty<Field extends { serialize(value: never): { value: unknown } }>(field: Field): Field {
  return { ...field, serialize: (value: never) => ({ value: isEmpty(value) ? undefined : field.serialize(value).value }) };
}

/** The mark of a field that only some options of a choice of objects have. */
const IN_SOME_OPTIONS = 'inSomeOptions';

/**
 * One object for a choice of objects: every option's fields, required only where every option
 * requires them. A field that is a fixed value in every option (a page's `type`) becomes the
 * choice between those values, first, as the files write it.
 */
function merged(node: Json): Json {
  const options = node.oneOf ?? node.anyOf;
  if (!options) return node;
  const properties: Record<string, Json> = {};
  for (const option of options) {
    for (const [key, value] of Object.entries(option.properties ?? {})) properties[key] ??= value as Json;
  }
  // A field only some options have (a guide's `pdf`) is marked, so it stays out of the others' files.
  for (const key of Object.keys(properties)) {
    if (!options.every((option) => option.properties?.[key])) properties[key] = { ...properties[key], [IN_SOME_OPTIONS]: true };
  }
  const required = Object.keys(properties).filter((key) => options.every((option) => option.required?.includes(key)));
  const discriminant = Object.keys(properties).find((key) => options.every((option) => (option.properties?.[key] as Json | undefined)?.const !== undefined));
  if (!discriminant) return { ...node, properties, required };
  const values = options.map((option) => (option.properties![discriminant] as Json).const as string);
  const { [discriminant]: first, ...rest } = properties;
  const { const: _, ...described } = first!;
  return { ...node, properties: { [discriminant]: { ...described, enum: values }, ...rest }, required };
}

/**
 * The Keystatic field for the JSON Schema `node`, labelled from `key` and described by the
 * schema's description. `required` is false for an optional field and for everything inside an
 * optional object (a guide's `pdf` on other pages), where a pattern also accepts an empty value,
 * which is left out of the file.
 */
function fieldFor(node: Json, key: string, required: boolean): ComponentSchema {
  const about = { label: labelOf(key), ...(node.description ? { description: node.description } : {}) };
  const editorField = node['editorField'] as keyof typeof EDITOR_FIELDS | undefined;
  if (editorField) return EDITOR_FIELDS[editorField](about.label, node.description ?? '');
  if (node.oneOf || node.anyOf) return fields.object(fieldsOf(merged(node), false), about);
  if (node.format === 'date') return fields.date(about);
  if (node.const === true) return omitEmpty(fields.checkbox(about));
  const values = node.enum ?? (node.const === undefined ? undefined : [node.const]);
  if (values) {
    const options = [...(!required || values.length === 1 ? [{ label: '(none)', value: '' }] : []), ...values.map((value) => ({ label: String(value), value: String(value) }))];
    return omitEmpty(fields.select({ ...about, options, defaultValue: options[0]!.value }));
  }
  switch (node.type) {
    case 'string': {
      // A text with several patterns (JSON Schema's allOf) leaves them to the content check.
      const regex = node.pattern === undefined ? undefined : new RegExp(node.pattern);
      const pattern = regex && !required ? new RegExp(`(?:${regex.source})|^$`) : regex;
      const message = node['patternMessage'] as string | undefined;
      // An optional text may stay empty, so only a required one holds a least length here.
      const length = { min: required ? (node.minLength ?? 0) : 0, max: node.maxLength ?? Infinity };
      return fields.text({
        ...about,
        multiline: ['text', 'summary'].includes(key),
        validation: { isRequired: required && (node.minLength ?? 0) > 0, length, ...(pattern ? { pattern: { regex: pattern, ...(message ? { message: sentence(message) } : {}) } } : {}) },
      });
    }
    case 'integer':
      return fields.integer({ ...about, validation: { isRequired: required } });
    case 'number':
      return fields.number({ ...about, validation: { isRequired: required } });
    case 'object': {
      const keys = (node.propertyNames as Json | undefined)?.enum;
      if (!keys) return objectField(fieldsOf(node, required), about, node[IN_SOME_OPTIONS] === true);
      // A record with a value for each of a fixed set of keys (a price per product).
      const value = node.additionalProperties as Json;
      return fields.object(Object.fromEntries(keys.map((k) => [String(k), fieldFor(value, String(k), required)])), about);
    }
    case 'array': {
      // A choice of several fixed values (a page's structured data) is a set of boxes to tick.
      const choices = (node.items as Json).enum;
      if (choices) {
        const multiselect = fields.multiselect({ ...about, options: choices.map((value) => ({ label: String(value), value: String(value) })) });
        return required ? multiselect : omitEmpty(multiselect);
      }
      return fields.array(fieldFor(node.items as Json, 'item', true), {
        ...about,
        itemLabel: (props) => itemLabelOf(props as unknown as PreviewProps) || labelOf(key),
        validation: { length: { ...(node.minItems === undefined ? {} : { min: node.minItems }), ...(node.maxItems === undefined ? {} : { max: node.maxItems }) } },
      });
    }
    default:
      throw new Error(`schema field "${key}" has a kind the editor cannot show yet (src/editor/zodFields.ts): ${JSON.stringify(node)}`);
  }
}

/**
 * The field for an object of `members`. One that only some options have (a guide's PDF), whose
 * members are all single fields, is left out of the others' files while it is empty, where
 * Keystatic's object field would write `pdf: {}`.
 */
function objectField(members: Record<string, ComponentSchema>, about: { label: string; description?: string }, inSomeOptions: boolean): ComponentSchema {
  // A text field is a form field that could also name the file (formKind "slug").
  const single = Object.values(members).every((member) => member.kind === 'form' && (member.formKind === undefined || member.formKind === 'slug'));
  const object = fields.object(members, about);
  return inSomeOptions && single ? groupField(object as ObjectField<Record<string, BasicFormField<any>>>) : object;
}

interface PreviewProps {
  value?: unknown;
  fields?: Record<string, PreviewProps>;
}

/** An array item's label: its own value, else its name or title, else the first text among its fields. */
function itemLabelOf(props: PreviewProps): string {
  if (typeof props.value === 'string') return props.value;
  const fields = props.fields ?? {};
  const texts = [fields['name'], fields['title'], ...Object.values(fields)].filter((field) => typeof field?.value === 'string' && field.value !== '');
  return texts[0] ? String(texts[0].value) : '';
}

/** Keystatic fields for each property of a JSON Schema object. */
function fieldsOf(node: Json, required: boolean): Record<string, ComponentSchema> {
  return Object.fromEntries(Object.entries(node.properties ?? {}).map(([key, child]) => [key, fieldFor(child as Json, key, required && (node.required ?? []).includes(key))]));
}

/**
 * Keystatic fields for each field of an object schema. For a choice of objects (the page types),
 * every option's fields side by side, those not every option has made optional, because front
 * matter keeps them side by side under `type`.
 */
export function schemaFields(schema: z.ZodType): Record<string, ComponentSchema> {
  return fieldsOf(merged(jsonSchemaOf(schema)), true);
}
