// Turns the site's Zod schemas into Keystatic fields, so the browser editor asks for exactly what the
// content check accepts, and a field added to a schema appears in the editor with no second list.
// Each field's help text is its doc comment (virtual:schema-docs); its label is its name in words.
// Empty values are left out of the file, as the hand-written content leaves them out.
import { fields } from '@keystatic/core';
import type { ComponentSchema } from '@keystatic/core';
import { z } from 'astro/zod';

/** Doc comments by dotted path, as src/integrations/schemaDocs.ts reads them. */
export type Docs = Record<string, string>;

interface Def {
  type: string;
  innerType?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  entries?: Record<string, string>;
  values?: unknown[];
  options?: z.ZodType[];
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  checks?: { _zod: { def: { check: string; format?: string; minimum?: number; pattern?: RegExp } } }[];
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** "perParticipant" → "Per participant". */
export function labelOf(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Where to look up a field's doc comment: each prefix followed by the field's path. */
export interface DocPlace {
  docs: Docs;
  prefixes: string[];
  path: string[];
}

const describe = ({ docs, prefixes, path }: DocPlace) =>
  prefixes.map((prefix) => docs[[prefix, ...path].join('.')]).find((text) => text !== undefined);

const at = (place: DocPlace, key: string): DocPlace => ({ ...place, path: [...place.path, key] });

/** A form field whose empty value (an empty string, an unchecked box) is left out of the file. */
function omitEmpty<Field extends { serialize(value: never): { value: unknown } }>(field: Field): Field {
  return { ...field, serialize: (value: never) => ({ value: value === '' || value === false ? undefined : field.serialize(value).value }) };
}

function unwrap(schema: z.ZodType): { schema: z.ZodType; optional: boolean } {
  const def = defOf(schema);
  if ((def.type === 'optional' || def.type === 'default') && def.innerType) return { schema: unwrap(def.innerType).schema, optional: true };
  return { schema, optional: false };
}

/**
 * The Keystatic field for `schema`, labelled from `key` and described from its doc comment. Inside
 * an optional object (a guide's `pdf` on other pages) nothing is required, and a pattern also
 * accepts an empty value, which is left out of the file.
 */
export function fieldFor(schema: z.ZodType, key: string, place: DocPlace, inOptional = false): ComponentSchema {
  const unwrapped = unwrap(schema);
  const inner = unwrapped.schema;
  const optional = unwrapped.optional || inOptional;
  const def = defOf(inner);
  const label = labelOf(key);
  const description = describe(place);
  const checks = (def.checks ?? []).map((check) => check._zod.def);
  switch (def.type) {
    case 'string': {
      const regex = checks.find((check) => check.format === 'regex')?.pattern;
      const pattern = regex && optional ? new RegExp(`(?:${regex.source})|^$`, regex.flags) : regex;
      const required = !optional && checks.some((check) => check.check === 'min_length' && (check.minimum ?? 0) > 0);
      return fields.text({
        label,
        ...(description ? { description } : {}),
        multiline: ['text', 'summary'].includes(key),
        validation: { isRequired: required, ...(pattern ? { pattern: { regex: pattern } } : {}) },
      });
    }
    case 'number':
      return checks.some((check) => check.format === 'safeint')
        ? fields.integer({ label, ...(description ? { description } : {}), validation: { isRequired: !optional } })
        : fields.number({ label, ...(description ? { description } : {}), validation: { isRequired: !optional } });
    case 'date':
      return fields.date({ label, ...(description ? { description } : {}) });
    case 'enum':
    case 'literal': {
      const values = def.entries ? Object.values(def.entries) : (def.values ?? []).map(String);
      if (values.length === 1 && values[0] === 'true') return omitEmpty(fields.checkbox({ label, ...(description ? { description } : {}) }));
      const options = [...(optional || values.length === 1 ? [{ label: '(none)', value: '' }] : []), ...values.map((value) => ({ label: value, value }))];
      return omitEmpty(fields.select({ label, ...(description ? { description } : {}), options, defaultValue: options[0]!.value }));
    }
    case 'object':
      return fields.object(fieldsFor(def.shape ?? {}, place, optional), { label, ...(description ? { description } : {}) });
    case 'record': {
      const keys = Object.values(defOf(def.keyType!).entries ?? {});
      return fields.object(Object.fromEntries(keys.map((k) => [k, fieldFor(def.valueType!, k, at(place, k), optional)])), { label, ...(description ? { description } : {}) });
    }
    case 'union': {
      // A choice of one-key objects ({ page } or { app }) is one object whose unused keys stay empty.
      const shape = Object.assign({}, ...(def.options ?? []).map((option) => defOf(option).shape ?? {})) as Record<string, z.ZodType>;
      const optionalShape = Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, (v as z.ZodType & { optional(): z.ZodType }).optional()]));
      return fields.object(fieldsFor(optionalShape, place), { label, ...(description ? { description } : {}) });
    }
    case 'array': {
      const element = fieldFor(def.element!, 'item', place);
      return fields.array(element, {
        label,
        ...(description ? { description } : {}),
        itemLabel: (props) => itemLabelOf(props as unknown as PreviewProps) || labelOf(key),
      });
    }
    default:
      throw new Error(`schema field "${[...place.path].join('.')}" has type ${def.type}, which the editor cannot show yet (src/editor/zodFields.ts)`);
  }
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

/** Keystatic fields for each key of a Zod object shape. */
export function fieldsFor(shape: Record<string, z.ZodType>, place: DocPlace, inOptional = false): Record<string, ComponentSchema> {
  return Object.fromEntries(Object.entries(shape).map(([key, schema]) => [key, fieldFor(schema, key, at(place, key), inOptional)]));
}

/** The shape of a Zod object schema. */
export function shapeOf(schema: z.ZodType): Record<string, z.ZodType> {
  return defOf(schema).shape ?? {};
}

/**
 * One flat shape for a discriminated union of objects (the page types): every option's fields,
 * those not shared by all made optional, because front matter keeps them side by side under `type`.
 */
export function mergedShape(schema: z.ZodType): Record<string, z.ZodType> {
  const shapes = (defOf(schema).options ?? []).map(shapeOf);
  const merged: Record<string, z.ZodType> = {};
  for (const shape of shapes) {
    for (const [key, field] of Object.entries(shape)) {
      const everywhere = shapes.every((s) => key in s);
      if (key in merged) continue;
      merged[key] = everywhere ? field : (field as z.ZodType & { optional(): z.ZodType }).optional();
    }
  }
  const discriminant = Object.keys(merged).find((key) => shapes.every((s) => defOf(s[key]!).type === 'literal'));
  if (!discriminant) return merged;
  const values = shapes.map((s) => String(defOf(s[discriminant]!).values?.[0])) as [string, ...string[]];
  // The discriminant comes first, as the files write it.
  const { [discriminant]: _, ...rest } = merged;
  return { [discriminant]: z.enum(values), ...rest };
}
