// Turns the site's Zod schemas into Keystatic fields, so the browser editor asks for exactly what the
// content check accepts, and a field added to a schema appears in the editor with no second list.
// The editor reads each schema through Zod's JSON Schema export (z.toJSONSchema): a field's help
// text is the description the schema gives it (.describe()), how it is asked for (a text, a
// number, a choice, a list of how many items) comes from its JSON Schema, and its label is its
// name in words. Every field also carries its own Zod schema, run on the value it would write
// (src/editor/fieldRules.ts), so it refuses what the content check refuses, in the schema's words.
// Empty values are left out of the file, as the hand-written content leaves them out.
import { fields } from '@keystatic/core';
import type { BasicFormField, ComponentSchema, ObjectField } from '@keystatic/core';
import { z } from 'astro/zod';
import { withParts } from './borrowed.ts';
import { checked, numberField } from './checkedField.tsx';
import { labelOf, ruleOf, type FieldRule } from './fieldRules.ts';
import { groupField } from './groupField.tsx';
import { listItemLabel } from './listProblems.ts';
import { pageTypeField, pageTypeOnly } from './pageTypeFields.tsx';
import { pictureField } from './pictureField.tsx';
import { videoIdField } from './videoIdField.ts';

type Json = z.core.JSONSchema.JSONSchema;

/** Fields a schema asks for by name in its metadata (`editorField`), where a text box is not enough. */
const EDITOR_FIELDS = {
  videoId: videoIdField,
  cardImage: (label: string, description: string) => pictureField('cardImage', label, description),
  poster: (label: string, description: string) => pictureField('poster', label, description),
};

/** The key under which a JSON Schema node names the Zod schema it came from (in `RULES`). */
const RULE = 'x-editor-rule';

/** The Zod schema of every JSON Schema node the editor made, by the name the node carries. */
const RULES = new Map<string, z.core.$ZodType>();

/**
 * `schema` as JSON Schema, for what an editor types in: a date is a YYYY-MM-DD string. Each node
 * names the Zod schema it came from, whose checks (refinements included, which JSON Schema cannot
 * say) the field runs.
 */
function jsonSchemaOf(schema: z.ZodType): Json {
  return z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: (ctx) => (ctx.zodSchema instanceof z.ZodDate ? { type: 'string', format: 'date' } : 'any'),
    override: (ctx) => {
      const name = String(RULES.size);
      RULES.set(name, ctx.zodSchema);
      ctx.jsonSchema[RULE] = name;
    },
  });
}

/**
 * The rule of the field `node`: its Zod schema's checks on the value it writes. An optional field
 * (or one inside an optional group, such as a guide's PDF on another page) may be left empty.
 */
function ruleFor(node: Json, required: boolean): FieldRule {
  const schema = RULES.get(String(node[RULE]));
  if (!schema) return () => undefined;
  const rule = ruleOf(schema);
  return required ? rule : (written) => (written === undefined ? undefined : rule(written));
}

/** Whether `value` is empty: an empty string, an unchecked box, a list with nothing chosen. */
const isEmpty = (value: unknown) => value === '' || value === false || (Array.isArray(value) && value.length === 0);

/** A form field whose empty value is left out of the file. */
function omitEmpty<Field extends { kind: 'form'; serialize(value: never): { value: unknown } }>(field: Field): Field {
  return withParts(field, { serialize: (value: never) => ({ value: isEmpty(value) ? undefined : field.serialize(value).value }) } as Partial<Field>);
}

/** The mark of a field that only some options of a choice of objects have. */
const IN_SOME_OPTIONS = 'inSomeOptions';
/** The choices (page types) that have a field only some have, and those that require it. */
const CHOICES = 'inChoices';
const REQUIRED_IN = 'requiredInChoices';
/** The mark of the field whose value decides the choice (a page's type). */
const DISCRIMINANT = 'discriminant';

/**
 * One object for a choice of objects: every option's fields, required only where every option
 * requires them. A field that is a fixed value in every option (a page's `type`) becomes the
 * choice between those values, first, as the files write it, and each field only some options
 * have knows which (a guide's `pdf`), so the form shows it for those alone.
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
  const choiceOf = (option: Json) => (option.properties![discriminant] as Json).const as string;
  for (const [key, property] of Object.entries(properties)) {
    if (!property[IN_SOME_OPTIONS]) continue;
    const having = options.filter((option) => option.properties?.[key]);
    properties[key] = { ...property, [CHOICES]: having.map(choiceOf), [REQUIRED_IN]: having.filter((option) => option.required?.includes(key)).map(choiceOf) };
  }
  const { [discriminant]: first, ...rest } = properties;
  // Each option's own value is a fixed one, which the choice between them is not.
  const { const: _, [RULE]: __, ...described } = first!;
  return { ...node, properties: { [discriminant]: { ...described, enum: options.map(choiceOf), [DISCRIMINANT]: true }, ...rest }, required };
}

/**
 * The Keystatic field for the JSON Schema `node`, labelled from `key` and described by the
 * schema's description, refusing what its schema refuses. `required` is false for an optional
 * field and for everything inside an optional object (a guide's `pdf` on other pages): it may stay
 * empty, which is left out of the file. A field only some page types have is shown on those alone.
 */
function fieldFor(node: Json, key: string, required: boolean): ComponentSchema {
  const field = fieldOfKind(node, key, required);
  if (node[DISCRIMINANT]) return pageTypeField(field as BasicFormField<string>);
  const choices = node[CHOICES] as string[] | undefined;
  return choices && field.kind === 'form' ? pageTypeOnly(field as BasicFormField<{} | null>, choices, node[REQUIRED_IN] as string[]) : field;
}

/** The field `fieldFor` describes, before it is told about page types. */
function fieldOfKind(node: Json, key: string, required: boolean): ComponentSchema {
  const about = { label: labelOf(key), ...(node.description ? { description: node.description } : {}) };
  const editorField = node['editorField'] as keyof typeof EDITOR_FIELDS | undefined;
  if (editorField) return EDITOR_FIELDS[editorField](about.label, node.description ?? '');
  const rule = ruleFor(node, required);
  if (node.oneOf || node.anyOf) return fields.object(fieldsOf(merged(node), false), about);
  if (node.format === 'date') return checked(fields.date(about), rule);
  if (node.const === true) return checked(omitEmpty(fields.checkbox(about)), rule);
  const values = node.enum ?? (node.const === undefined ? undefined : [node.const]);
  if (values) {
    const options = [...(!required || values.length === 1 ? [{ label: '(none)', value: '' }] : []), ...values.map((value) => ({ label: String(value), value: String(value) }))];
    return checked(omitEmpty(fields.select({ ...about, options, defaultValue: options[0]!.value })), rule);
  }
  switch (node.type) {
    case 'string': {
      // An optional text may stay empty, so only a required one holds a least length here; its
      // pattern and any other rule of its schema are the rule's.
      const length = { min: required ? (node.minLength ?? 0) : 0, max: node.maxLength ?? Infinity };
      return checked(fields.text({ ...about, multiline: ['text', 'summary'].includes(key), validation: { isRequired: required && (node.minLength ?? 0) > 0, length } }), rule);
    }
    case 'integer':
    case 'number':
      return numberField({ ...about, isRequired: required, whole: node.type === 'integer' }, rule);
    case 'object': {
      const keys = (node.propertyNames as Json | undefined)?.enum;
      if (!keys) return objectField(fieldsOf(node, required), about, node[IN_SOME_OPTIONS] === true || !required);
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
        // Keystatic opens an item in a dialog whose Done checks nothing, and its Save then refuses
        // the list with no word said: an item's label says what it needs.
        itemLabel: (props) => listItemLabel(props, labelOf(key)),
        validation: { length: { ...(node.minItems === undefined ? {} : { min: node.minItems }), ...(node.maxItems === undefined ? {} : { max: node.maxItems }) } },
      });
    }
    default:
      throw new Error(`schema field "${key}" has a kind the editor cannot show yet (src/editor/zodFields.ts): ${JSON.stringify(node)}`);
  }
}

/**
 * The field for an object of `members`. One that is optional or only some options have (a year's
 * QSEHRA limits before they are published, a guide's PDF), whose members are all single fields, is
 * left out of the file while it is empty, where Keystatic's object field would write `pdf: {}`.
 */
function objectField(members: Record<string, ComponentSchema>, about: { label: string; description?: string }, mayBeEmpty: boolean): ComponentSchema {
  // A text field is a form field that could also name the file (formKind "slug").
  const single = Object.values(members).every((member) => member.kind === 'form' && (member.formKind === undefined || member.formKind === 'slug'));
  const object = fields.object(members, about);
  return mayBeEmpty && single ? groupField(object as ObjectField<Record<string, BasicFormField<any>>>) : object;
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
