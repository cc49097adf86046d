// The browser editor (`npm run edit`, /keystatic): every content file an editor touches, with fields
// built from the same schemas the site and the content check use (src/schemas.ts,
// src/components/content/props.ts), so a field or component added there appears here by itself.
// Files are saved on this machine (local storage); git carries them from there.
import { collection, config, fields, singleton } from '@keystatic/core';
import { block, inline, mark, wrapper } from '@keystatic/core/content-components';
import { createElement } from 'react';
import docs, { withChildren } from 'virtual:schema-docs';
import { fieldFor, fieldsFor, mergedShape, shapeOf, type DocPlace } from '~/editor/zodFields';
import * as schemas from '~/schemas';
import { contentProps } from '~/components/content/props';
import { z } from 'astro/zod';

const root = schemas.contentRoot.replace(/^\.\//, '');
const place = (...prefixes: string[]): DocPlace => ({ docs, prefixes, path: [] });

/**
 * Components written inside a line of text: N (no children) and Button (its label is its children).
 * Every other component stands on its own lines: a wrapper when it takes children, else a block.
 */
const INLINE = new Set(['N', 'VideoLength']);
const MARKS = new Set(['Button']);

/** Every component an editor may place in MDX, as a Keystatic block, wrapper or inline component. */
const components = Object.fromEntries(
  Object.entries(contentProps).map(([name, props]) => {
    const declaration = {
      label: name,
      description: docs[`contentProps.${name}`] ?? '',
      schema: fieldsFor(shapeOf(props), place(`contentProps.${name}`)),
    };
    if (MARKS.has(name)) return [name, mark({ ...declaration, icon: createElement('span', null, name), tag: 'span' })];
    if (withChildren.includes(name)) return [name, wrapper(declaration)];
    return [name, INLINE.has(name) ? inline(declaration) : block(declaration)];
  }),
);

/** The MDX body of a page or block, with the site's components and plain Markdown. */
const body = (label: string) => fields.mdx({ label, components, options: { image: false, table: false, codeBlock: false } });

/** A text field that names the file, not a front-matter value: the file path is the page's URL. */
const filePath = (label: string, description: string) => fields.text({ label, description, validation: { isRequired: true } });

/** A data file, edited as one form: its fields come from its schema. */
function dataSingleton(name: keyof typeof schemas.dataFiles, label: string, schema: z.ZodType, format: 'yaml' | 'json') {
  const list = (schemas.listFiles as readonly string[]).includes(name);
  const item = list ? z.object({ id: z.string().min(1), ...shapeOf(schema) }) : schema;
  const field = fieldFor(list ? z.array(item) : item, name, place(name));
  return singleton({
    label,
    path: `${root}/${schemas.dataFiles[name].replace(/\.(yaml|json)$/, '')}`,
    format: { data: format },
    schema: { [name]: field },
  });
}

export default config({
  storage: { kind: 'local' },
  ui: { brand: { name: 'Salusion content' } },
  collections: {
    pages: collection({
      label: 'Pages',
      path: `${root}/${schemas.pagesDir}/**`,
      slugField: 'path',
      format: { contentField: 'content' },
      entryLayout: 'content',
      schema: {
        path: filePath('URL path', 'The file name, which is also the page URL: product/ichra is /product/ichra, home is /.'),
        ...fieldsFor(mergedShape(schemas.pages), place('pages', 'basePage')),
        content: body('Page text'),
      },
    }),
    blocks: collection({
      label: 'Blocks shown on several pages',
      path: `${root}/${schemas.blocksDir}/*`,
      slugField: 'name',
      format: { contentField: 'content' },
      entryLayout: 'content',
      schema: {
        name: filePath('Block name', 'Pages place it with <Block name="…" />.'),
        content: body('Block text'),
      },
    }),
  },
  singletons: {
    numbers: dataSingleton('numbers', 'Numbers: prices, fees, payouts, plan limits', schemas.numbers, 'yaml'),
    products: dataSingleton('products', 'Products', schemas.products, 'yaml'),
    capabilities: dataSingleton('capabilities', 'Capabilities', schemas.capabilities, 'yaml'),
    resources: dataSingleton('resources', 'Resource cards', schemas.resources(() => z.string()), 'yaml'),
    testimonials: dataSingleton('testimonials', 'Testimonials', schemas.testimonials, 'yaml'),
    videos: dataSingleton('videos', 'Videos', schemas.videos, 'yaml'),
    site: dataSingleton('site', 'Header and footer', schemas.site, 'json'),
    ui: dataSingleton('ui', 'Buttons, labels and messages', schemas.ui, 'json'),
  },
});
