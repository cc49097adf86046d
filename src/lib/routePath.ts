// Astro builds every page as a .html file (build.format 'file') so CDNs serve clean URLs without a
// trailing-slash redirect; during the build Astro.url carries that file name, which this removes.

/** The clean URL path of a page: "/pricing.html" → "/pricing", "/index.html" → "/". */
export function routePath(pathname: string): string {
  const clean = pathname.replace(/\.html$/, '').replace(/\/index$/, '').replace(/\/+$/, '');
  return clean === '' ? '/' : clean;
}
