// The page-view record of SPEC §3: the path, each query parameter as its own field, and the
// product code on /product/ paths. Path-derived fields are written last so a query string
// cannot overwrite them.

/** The body of POST {api}webpage. */
export type PageViewRecord = Record<string, string> & { url: string; product?: string };

/** The upper-cased product segment of a /product/{code} path, or undefined elsewhere. */
export function productFromPath(pathname: string): string | undefined {
  const match = /^\/product\/([^/?#]+)/.exec(pathname);
  return match?.[1] ? decodeURIComponent(match[1]).toUpperCase() : undefined;
}

/** Extra fields from the query string, one per parameter (the last value wins on repeats). */
export function queryFields(search: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(search));
}

/** Builds the record for a page at `pathname` with query string `search`. */
export function buildPageView(pathname: string, search = ''): PageViewRecord {
  const record: PageViewRecord = { ...queryFields(search), url: pathname };
  const product = productFromPath(pathname);
  if (product) record.product = product;
  else delete record.product;
  return record;
}

/** The path of the page-view call, relative to the API base. */
export const PAGE_VIEW_PATH = 'webpage';
