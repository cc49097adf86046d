// Text: the <Section> blocks of every content/pages entry of type guide (the rules guides).
// Each guide's PDF is built from the same MDX as its page at build time, so the two never drift apart.
import type { APIRoute, GetStaticPaths } from 'astro';
import { getCollection } from 'astro:content';
import { getNumbers } from '~/data/numbers';
import { getSite } from '~/data/site';
import { getUi } from '~/data/ui';
import { buildGuidePdf } from '~/build/guidePdf';
import { buildSource, guideSections } from '~/build/guideSections';
import { pagePath } from '~/lib/pagePaths';
import { siteConfig } from '~/lib/siteConfig';

export const getStaticPaths = (async () => {
  const pages = await getCollection('pages');
  return pages.flatMap((entry) =>
    entry.data.type === 'guide' ? [{ params: { file: entry.data.pdf.file }, props: { id: entry.id, pdf: entry.data.pdf, body: entry.body ?? '' } }] : [],
  );
}) satisfies GetStaticPaths;

type Props = { id: string; pdf: { title: string; file: string }; body: string };

export const GET: APIRoute<Props> = async ({ props: { id, pdf, body } }) => {
  const sections = guideSections(body, buildSource(await getNumbers(), (await getUi()).figures));
  if (sections.length === 0) throw new Error(`content/pages/${id}.mdx is a guide but has no <Section title="…"> blocks`);
  const bytes = await buildGuidePdf(
    { title: pdf.title, brand: siteConfig.brand, source: new URL(pagePath(id), siteConfig.siteOrigin).href, note: (await getSite()).labels.guideNote },
    sections,
  );
  return new Response(bytes, { headers: { 'content-type': 'application/pdf' } });
};
