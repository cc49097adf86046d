// The fields of a schema as the browser editor shows them, read through Zod's JSON Schema export:
// for the tests that hold the editor's help texts to the schemas' descriptions.
import { z } from 'astro/zod';

export type Json = z.core.JSONSchema.JSONSchema;

/** `schema` as JSON Schema, for what an editor types in. */
export const jsonOf = (schema: z.ZodType): Json => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });

/**
 * Every named field under `node` by its path: object properties (those of each option of a choice
 * too), a record's value for each key, and the fields of a list's items (written `list[].field`).
 */
export function namedFields(node: Json, path = ''): [string, Json][] {
  const options = [node, ...(node.oneOf ?? []), ...(node.anyOf ?? [])];
  const named = options.flatMap((option) => Object.entries(option.properties ?? {}).map(([key, value]) => [`${path}.${key}`, value as Json] as [string, Json]));
  const keys = (node.propertyNames as Json | undefined)?.enum ?? [];
  const values = keys.map((key) => [`${path}.${String(key)}`, node.additionalProperties as Json] as [string, Json]);
  const items = node.items ? namedFields(node.items as Json, `${path}[]`) : [];
  return [...named, ...values, ...items, ...[...named, ...values].flatMap(([at, value]) => namedFields(value, at))];
}
