// The module src/integrations/schemaDocs.ts serves to the editor's config.
declare module 'virtual:schema-docs' {
  /** Doc comments of src/schemas.ts and src/components/content/props.ts, by dotted path. */
  const docs: Record<string, string>;
  export default docs;
  /** Content components that take children (their .astro file has a <slot />). */
  export const withChildren: string[];
}
