// What the deployed editor's Worker serves and the headers it sends, written once for its Astro
// config (the page policy), its middleware (every response) and its tests. Keystatic's interface
// runs in the browser: it reads and commits through GitHub's API with the editor's own token, shows
// GitHub avatars, styles itself at run time (Emotion's <style> elements) and loads the Inter font
// from Google Fonts.

/** The only paths the editor Worker answers: the editor's page and its sign-in API. */
export const EDITOR_PATHS = /^\/(keystatic|api\/keystatic)(\/|$)/;

/** Search engines must not list the editor or anything it answers. */
export const NO_INDEX = 'noindex, nofollow';

/** Directives of the editor page's policy, next to the script hashes Astro adds. */
export const EDITOR_DIRECTIVES = [
  "default-src 'self'",
  "connect-src 'self' https://api.github.com https://raw.githubusercontent.com",
  "img-src 'self' data: blob: https://avatars.githubusercontent.com",
  "font-src 'self' https://fonts.gstatic.com",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
] as const;

/** Where the editor page's styles may come from: Emotion's inline <style> elements and Google Fonts' stylesheet. */
export const EDITOR_STYLE_SOURCES = ["'self'", "'unsafe-inline'", 'https://fonts.googleapis.com'] as const;

/** The policy of every answer that is not the editor page (API answers, redirects, not-found): it may load nothing. */
export const NOTHING_POLICY = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** Headers every answer of the editor Worker carries, static files included. */
export const EDITOR_HEADERS = {
  'X-Robots-Tag': NO_INDEX,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'same-origin',
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
} as const;
