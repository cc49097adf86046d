// Text: the <Section> blocks of every content/pages entry that sets `pdf` (the rules guides).
// Each guide's PDF is built from the same MDX as its page at build time (DECISIONS 16).
import type { APIRoute, GetStaticPaths } from 'astro';
import { getCollection, type CollectionEntry } from 'astro:content';
import { getNumbers } from '~/data/numbers';
import { buildGuidePdf } from '~/lib/guidePdf';
import { guideSections } from '~/lib/guideSections';
import { siteConfig } from '~/lib/siteConfig';

export const getStaticPaths = (async () => {
  const guides = await getCollection('pages', (e) => e.data.pdf !== undefined);
  return guides.map((entry) => ({ params: { file: entry.data.pdf!.file }, props: { entry } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute<{ entry: CollectionEntry<'pages'> }> = async ({ props: { entry } }) => {
  const sections = guideSections(entry.body ?? '', await getNumbers());
  if (sections.length === 0) throw new Error(`content/pages/${entry.id}.mdx sets pdf but has no <Section title="…"> blocks`);
  const pdf = await buildGuidePdf(
    { title: entry.data.pdf!.title, brand: siteConfig.brand, source: new URL(`/${entry.id}`, siteConfig.siteOrigin).href },
    sections,
  );
  return new Response(pdf, { headers: { 'content-type': 'application/pdf' } });
};
