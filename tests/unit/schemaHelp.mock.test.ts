// The browser editor's help texts are written once, in the schemas: every field of every collection
// and every prop of every building block carries a description in its Zod metadata, and the
// editor's config hands exactly that description, and the schema's list lengths, to the Keystatic
// field it builds. Keystatic's Node build renders no form, so its field constructors are wrapped
// here to record what the config passed them (the editor's own fields, for numbers and pictures,
// keep their description themselves); tests/rebuild/editor.test.ts sees the same help texts in
// the running editor.
import { readFileSync } from 'node:fs';
import { z } from 'astro/zod';
import { describe, expect, it, vi } from 'vitest';
import keystatic from '../../keystatic.config';
import { BRANCH_STATUS_FIELD } from '../../src/editor/branchStatus';
import { contentProps } from '../../src/schemas/components';
import { schemaFields } from '../../src/editor/zodFields';
import * as schemas from '../../src/schemas';
import { jsonOf, namedFields, type Json } from '../support/schemaFields';

// The field constructors the editor uses, each made to keep the options it was called with.
vi.mock('@keystatic/core', async (importOriginal) => {
  const RECORDED = ['text', 'integer', 'number', 'date', 'checkbox', 'select', 'multiselect', 'object', 'array', 'image'];
  const core = await importOriginal<typeof import('@keystatic/core')>();
  const record =
    (make: (...args: unknown[]) => object) =>
    (...args: unknown[]) => ({ ...make(...args), madeWith: args.at(-1) });
  const fields = Object.fromEntries(Object.entries(core.fields).map(([name, make]) => [name, RECORDED.includes(name) ? record(make as never) : make]));
  return { ...core, fields };
});

/** A Keystatic field as the wrapped constructors made it. */
interface Field {
  kind: string;
  /** An object's fields, also on an object that leaves itself out of the file while empty (src/editor/groupField.tsx). */
  fields?: Record<string, Field>;
  element?: Field;
  validation?: { length?: { min?: number; max?: number } };
  madeWith?: { description?: string };
  /** The description of a field the editor builds itself (src/editor/checkedField.tsx, pictureField.tsx). */
  description?: string;
}

/** The description a field shows: the one its Keystatic constructor was given, or its own. */
const describedAs = (field: Field) => field.madeWith?.description ?? field.description;

/** The schema of the field `key` inside `node`: a property of the object or of one of its options, or a record's value. */
function child(node: Json, key: string): Json | undefined {
  for (const option of [node, ...(node.oneOf ?? []), ...(node.anyOf ?? [])]) {
    const found = option.properties?.[key];
    if (found) return found as Json;
  }
  return (node.propertyNames as Json | undefined)?.enum?.includes(key) ? (node.additionalProperties as Json) : undefined;
}

/** Every Keystatic field under `fields` with the schema it was built from, by path. */
function pairs(fields: Record<string, Field>, node: Json, path: string): [string, Field, Json | undefined][] {
  return Object.entries(fields).flatMap(([key, field]) => {
    const schema = child(node, key);
    const at = `${path}.${key}`;
    const inner: [string, Field, Json | undefined][] =
      field.fields && schema ? pairs(field.fields, schema, at) : field.kind === 'array' && schema ? pairs(field.element!.fields ?? {}, schema.items as Json, `${at}[]`) : [];
    return [[at, field, schema] as [string, Field, Json | undefined], ...inner];
  });
}

/** Every schema the editor shows, by name, with the Keystatic fields it builds from each. */
const singletons = keystatic.singletons as unknown as Record<schemas.DataFile, { schema: Record<string, Field> }>;
const pageFields = (keystatic.collections as unknown as Record<string, { schema: Record<string, Field> }>)['pages']!.schema;
const shown: [string, z.ZodType, Record<string, Field>][] = [
  // A data screen's status line is no field of its file (src/editor/branchStatus.tsx).
  ...(Object.keys(schemas.dataFileSchemas) as schemas.DataFile[]).map(
    (name) => [name, schemas.dataFileSchemas[name], Object.fromEntries(Object.entries(singletons[name].schema).filter(([key]) => key !== BRANCH_STATUS_FIELD))] as [string, z.ZodType, Record<string, Field>],
  ),
  ['pages', schemas.pages, Object.fromEntries(Object.entries(pageFields).filter(([key]) => key !== 'path' && key !== 'content'))],
  ...Object.entries(contentProps).map(([name, props]) => [`<${name}>`, props, schemaFields(props) as unknown as Record<string, Field>] as [string, z.ZodType, Record<string, Field>]),
];

describe('help texts for editors, in the schemas', () => {
  it.each(shown.map(([name, schema]) => [name, schema] as const))('%s describes every field', (name, schema) => {
    const undescribed = namedFields(jsonOf(schema), name)
      .filter(([, node]) => !node.description?.trim())
      .map(([path]) => path);
    expect(undescribed).toEqual([]);
  });

  it('describes every building block', () => {
    expect(Object.entries(contentProps).filter(([, props]) => !props.description?.trim()).map(([name]) => name)).toEqual([]);
  });

  it('writes for editors, citing no document they cannot open', () => {
    const texts = shown.flatMap(([name, schema]) => namedFields(jsonOf(schema), name).map(([path, node]) => `${path}: ${node.description ?? ''}`));
    expect(texts.filter((text) => /DECISIONS|SPEC|§|issue \d|src\//.test(text))).toEqual([]);
  });

  it('shows no code: no tags to copy, no placeholders in paths', () => {
    const texts = shown.flatMap(([name, schema]) => namedFields(jsonOf(schema), name).map(([path, node]) => [path, node.description ?? ''] as const));
    expect(texts.filter(([, text]) => /<\/?[A-Za-z][\w-]*[\s/>]|\/>|=["“]/.test(text))).toEqual([]);
  });
});

describe('the browser editor', () => {
  it.each(shown)('shows every field of %s with the description in its schema', (_name, schema, fields) => {
    const found = pairs(fields, jsonOf(schema), '');
    expect(new Set(found.map(([path]) => path))).toEqual(new Set(namedFields(jsonOf(schema), '').map(([path]) => path)));
    const wrong = found.filter(([, field, node]) => !node || describedAs(field) !== node.description).map(([path]) => path);
    expect(wrong).toEqual([]);
  });

  it('asks for as many items as each list schema fixes', () => {
    const lists = shown.flatMap(([, schema, fields]) => pairs(fields, jsonOf(schema), '').filter(([, field]) => field.kind === 'array'));
    for (const [path, field, node] of lists) {
      expect({ path, ...field.validation?.length }).toEqual({ path, ...(node!.minItems === undefined ? {} : { min: node!.minItems }), ...(node!.maxItems === undefined ? {} : { max: node!.maxItems }) });
    }
    const testimonials = singletons.testimonials.schema['testimonials']!;
    expect(testimonials.validation?.length).toEqual({ min: 12, max: 12 });
  });

  it('takes a new description from the schema, with no other list to update', () => {
    const fields = schemaFields(z.object({ price: z.number().describe('Dollars per month.'), name: z.string().meta({ description: 'Who it is.' }) })) as unknown as Record<string, Field>;
    expect(describedAs(fields['price']!)).toBe('Dollars per month.');
    expect(describedAs(fields['name']!)).toBe('Who it is.');
  });

  it('describes a page\'s and a block\'s file name with its collection\'s schema', () => {
    const blocks = (keystatic.collections as unknown as Record<string, { schema: Record<string, Field> }>)['blocks']!.schema;
    expect(pageFields['path']!.madeWith?.description).toBe(schemas.pages.description);
    expect(blocks['name']!.madeWith?.description).toBe(schemas.blocks.description);
  });

  it('holds text inside exactly the building blocks whose component renders children', () => {
    // A component renders its children in a <slot />, or as HTML it reworks (a table row's cells).
    const renderChildren = Object.keys(contentProps).filter((name) => /<slot\b|Astro\.slots\.render\('default'\)/.test(readFileSync(`src/components/content/${name}.astro`, 'utf8')));
    const sayWhatGoesInside = Object.entries(contentProps)
      .filter(([, props]) => typeof z.globalRegistry.get(props)?.['children'] === 'string')
      .map(([name]) => name);
    expect(sayWhatGoesInside).toEqual(renderChildren);
  });
});
