// The deployed editor's Worker (this folder is the source folder of `npm run build:editor`): it
// answers only Keystatic's page and API, for a sign-in only the browser that started it, and with
// the editor's headers on every answer, errors included (src/editor/workerGuard.ts). The page itself
// gets its policy from Astro (astro.editor.config.mjs); anything else gets one that allows nothing.
import { defineMiddleware } from 'astro/middleware';
import { editorAnswer } from '~/editor/workerGuard';

export const onRequest = defineMiddleware(({ request }, next) => editorAnswer(request, next));
