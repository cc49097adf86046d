// Each page's social card (the og:image of src/layouts/Base.astro), drawn at build time from its
// content/pages entry's heading: content/pages/pricing.mdx gives /og/pricing.png (cardPath).
import type { APIRoute, GetStaticPaths } from 'astro';
import { getCollection } from 'astro:content';
import { isRoutedPage } from '~/lib/pagePaths';
import { siteConfig } from '~/lib/siteConfig';
import { socialCard } from '~/build/socialCard';
import logoSvg from '../../../public/favicon.svg?raw';

export const getStaticPaths = (async () => {
  const pages = await getCollection('pages', (entry) => isRoutedPage(entry.id));
  return pages.map((entry) => ({ params: { id: entry.id }, props: { heading: entry.data.heading } }));
}) satisfies GetStaticPaths;

type Props = { heading: string };

const host = new URL(siteConfig.siteOrigin).host.replace(/^www\./, '');

export const GET: APIRoute<Props> = async ({ props: { heading } }) => {
  const png = await socialCard({ heading, brand: siteConfig.brand, host, logoSvg: logoSvg.trim() });
  return new Response(png, { headers: { 'content-type': 'image/png' } });
};
