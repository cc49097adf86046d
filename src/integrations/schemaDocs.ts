// The schemas' doc comments, read from their source with the TypeScript compiler, so the notes for
// editors are written once, as JSDoc beside each field, and the browser editor shows the same words
// as its labels and help text. The editor's config runs in the browser, where no source can be read,
// so a Vite plugin hands the notes over as the module `virtual:schema-docs`, together with which
// components take children (their .astro file has a <slot />), so the editor declares those as
// wrappers and a component added later is declared right with no list to update.
import { readdirSync, readFileSync } from 'node:fs';
import ts from 'typescript';
import type { Plugin } from 'vite';

/** The files whose doc comments the editor shows, relative to the project root. */
export const DOC_SOURCES = ['src/schemas.ts', 'src/components/content/props.ts'] as const;

/**
 * Each documented declaration and property by its dotted path of names: a top-level constant, then
 * the property names that lead to the field, however the schema is built around them (calls,
 * arrays, `.extend()`). Example: "contentProps.Button.href" or "numbers.plan.noticeDaysBefore".
 */
export function docComments(source: string, fileName = 'schema.ts'): Record<string, string> {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const docs: Record<string, string> = {};
  const note = (node: ts.Node) =>
    ts
      .getJSDocCommentsAndTags(node)
      .filter(ts.isJSDoc)
      .map((doc) => ts.getTextOfJSDocComment(doc.comment) ?? '')
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim();
  const visit = (node: ts.Node, path: string[]) => {
    let next = path;
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name)) {
      next = [node.name.text];
      const text = note(node.parent.parent);
      if (text) docs[next.join('.')] = text;
    } else if (ts.isPropertyAssignment(node) && (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name))) {
      next = [...path, node.name.text];
      const text = note(node);
      if (text) docs[next.join('.')] = text;
    }
    ts.forEachChild(node, (child) => visit(child, next));
  };
  visit(file, []);
  return docs;
}

/** The doc comments of every file in DOC_SOURCES, under `root`. */
export function projectDocs(root: string): Record<string, string> {
  return Object.assign({}, ...DOC_SOURCES.map((path) => docComments(readFileSync(new URL(path, root), 'utf8'), path)));
}

/** The content components whose .astro file renders children, by name. */
export function componentsWithChildren(root: string): string[] {
  const dir = new URL('src/components/content/', root);
  return readdirSync(dir)
    .filter((file) => file.endsWith('.astro') && /<slot\b/.test(readFileSync(new URL(file, dir), 'utf8')))
    .map((file) => file.replace(/\.astro$/, ''));
}

const ID = 'virtual:schema-docs';

/** Serves projectDocs() and componentsWithChildren() as `virtual:schema-docs`, read afresh when a schema changes. */
export function schemaDocs(root: URL): Plugin {
  return {
    name: 'schema-docs',
    resolveId: (id) => (id === ID ? `\0${ID}` : undefined),
    load(id) {
      if (id !== `\0${ID}`) return undefined;
      for (const path of DOC_SOURCES) this.addWatchFile(new URL(path, root).pathname);
      return [
        `export default ${JSON.stringify(projectDocs(root.href))};`,
        `export const withChildren = ${JSON.stringify(componentsWithChildren(root.href))};`,
      ].join('\n');
    },
  };
}
