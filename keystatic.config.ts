// The browser editor (`npm run edit`, /keystatic): every content file an editor touches, with fields
// built from the same schemas the site and the content check use (src/schemas/,
// src/schemas/components.ts), so a field or component added there appears here by itself,
// with the help text the schema gives it.
// Where it saves (local files, or a branch on GitHub in the deployed editor) is src/editor/storage.ts.
import '~/editor/zodWithoutEval';
import { collection, config, fields, singleton } from '@keystatic/core';
import { block, inline, mark, wrapper } from '@keystatic/core/content-components';
import { createElement } from 'react';
import { schemaFields } from '~/editor/zodFields';
import { blockLabel, sentence } from '~/editor/fieldRules';
import { checkedDocument } from '~/editor/blockProblems';
import * as schemas from '~/schemas';
import { contentProps, type ContentComponent } from '~/schemas/components';
import { z } from 'astro/zod';
import { PAGE_ID, PAGE_ID_HELP } from '~/lib/pagePaths';
import { blockView, inlineView, wrapperView } from '~/editor/contentViews';
import { editorStorage } from '~/editor/storage';
import { BRANCH_STATUS_FIELD, branchStatusField } from '~/editor/branchStatus';

const root = schemas.contentRoot.replace(/^\.\//, '');

/**
 * Components written inside a line of text: N, PriceList, VideoLength and YearlyFigure (no
 * children) and Button (its label is its children).
 * Every other component stands on its own lines: a wrapper when its schema says what goes inside
 * it (`children` in its metadata), else a block.
 */
const INLINE = new Set(['N', 'PriceList', 'VideoLength', 'YearlyFigure']);
const MARKS = new Set(['Button']);

/**
 * Every component an editor may place in MDX, as a Keystatic block, wrapper or inline component,
 * each named in words ("Price card", or the title its schema gives it: "Number" for N) and shown
 * in the document by what it renders (src/editor/contentViews.tsx).
 */
const components = Object.fromEntries(
  Object.entries(contentProps).map(([name, props]) => {
    const label = blockLabel(name as ContentComponent);
    const schema = schemaFields(props);
    const declaration = { label, description: props.description ?? '', schema };
    if (MARKS.has(name)) return [name, mark({ ...declaration, icon: createElement('span', null, label), tag: 'span' })];
    if (z.globalRegistry.get(props)?.['children']) return [name, wrapper({ ...declaration, ContentView: wrapperView(name, label, schema) })];
    return [name, INLINE.has(name) ? inline({ ...declaration, ContentView: inlineView(name, label, schema) }) : block({ ...declaration, ContentView: blockView(name, label, schema) })];
  }),
);

/** The MDX body of a page or block, with the site's components and plain Markdown; Save waits until every block has what it needs. */
const body = (label: string) => checkedDocument(fields.mdx({ label, components, options: { image: false, table: false, codeBlock: false } }));

/**
 * A text field that names the file, not a front-matter value, described by its collection's schema:
 * a clean URL path, as the content check requires of file names.
 */
const filePath = (label: string, schema: z.ZodType) =>
  fields.text({ label, description: schema.description ?? '', validation: { isRequired: true, pattern: { regex: PAGE_ID, message: sentence(PAGE_ID_HELP) } } });

/**
 * A data file, edited as one form: its fields come from the schema of the whole file, after the line
 * saying where the branch's change stands, which writes nothing.
 */
function dataSingleton(name: schemas.DataFile, label: string) {
  const path = schemas.dataFiles[name];
  return singleton({
    label,
    path: `${root}/${path.replace(/\.(yaml|json)$/, '')}`,
    format: { data: path.endsWith('.json') ? 'json' : 'yaml' },
    schema: { [BRANCH_STATUS_FIELD]: branchStatusField(), ...schemaFields(schemas.dataFileSchemas[name]) },
  });
}

export default config({
  storage: editorStorage(),
  ui: { brand: { name: 'Salusion content' } },
  collections: {
    pages: collection({
      label: 'Pages',
      path: `${root}/${schemas.pagesDir}/**`,
      slugField: 'path',
      format: { contentField: 'content' },
      entryLayout: 'content',
      schema: {
        path: filePath('URL path', schemas.pages),
        ...schemaFields(schemas.pages),
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
        name: filePath('Block name', schemas.blocks),
        content: body('Block text'),
      },
    }),
  },
  singletons: {
    numbers: dataSingleton('numbers', 'Numbers: prices, fees, payouts, plan limits'),
    products: dataSingleton('products', 'Products'),
    capabilities: dataSingleton('capabilities', 'Capabilities'),
    resources: dataSingleton('resources', 'Resource cards'),
    testimonials: dataSingleton('testimonials', 'Testimonials'),
    videos: dataSingleton('videos', 'Videos'),
    site: dataSingleton('site', 'Header and footer'),
    ui: dataSingleton('ui', 'Buttons, labels and messages'),
  },
});
