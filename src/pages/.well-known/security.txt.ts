// /.well-known/security.txt, from content/site/site.json (src/lib/securityTxt.ts), served as
// text/plain as RFC 9116 asks.
import type { APIRoute } from 'astro';
import { getSite } from '~/data/site';
import { securityTxt } from '~/lib/securityTxt';
import { siteConfig } from '~/lib/siteConfig';

export const GET: APIRoute = async () => {
  const { contact, policy, expires, preferredLanguages } = (await getSite()).security;
  const text = securityTxt({ contact: contact.address, policy: policy.url, expires, preferredLanguages }, siteConfig.siteOrigin);
  return new Response(text, { headers: { 'content-type': 'text/plain; charset=utf-8' } });
};
