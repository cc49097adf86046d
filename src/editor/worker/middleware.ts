// The deployed editor's Worker (this folder is the source folder of `npm run build:editor`): it
// answers only Keystatic's page and API, and every answer carries the editor's headers. The page
// itself gets its policy from Astro (astro.editor.config.mjs); anything else gets one that allows
// nothing.
import { defineMiddleware } from 'astro/middleware';
import { EDITOR_HEADERS, EDITOR_PATHS, NOTHING_POLICY } from '~/editor/workerPolicy';

export const onRequest = defineMiddleware(async ({ url }, next) => {
  const answer = EDITOR_PATHS.test(url.pathname) ? await next() : new Response('Not Found', { status: 404 });
  // A redirect made with Response.redirect has immutable headers, so the answer is copied.
  const response = new Response(answer.body, answer);
  for (const [name, value] of Object.entries(EDITOR_HEADERS)) response.headers.set(name, value);
  if (!response.headers.has('content-security-policy')) response.headers.set('content-security-policy', NOTHING_POLICY);
  return response;
});
