// The schema of every content collection, one module per collection, with no astro:* imports so
// that Astro (src/content.config.ts), the content check (scripts/lib/contentCheck.ts) and the browser
// editor (keystatic.config.ts) all validate with it. Each field carries its help text for editors
// as Zod metadata (.describe()), which the editor shows under the field.
export * from './capabilities.ts';
export * from './dataFiles.ts';
export * from './files.ts';
export * from './numbers.ts';
export * from './pages.ts';
export * from './products.ts';
export * from './resources.ts';
export * from './site.ts';
export * from './testimonials.ts';
export * from './ui.ts';
export * from './videos.ts';
