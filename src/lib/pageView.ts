// The records of the tracking calls: a page view, and a video play, which is the
// same record with the video's link added. Both are built by buildPageView: the path, each query
// parameter as its own field, and the product code on /product/ paths. Path-derived fields are
// written last so a query string cannot overwrite them.

/** The body of POST {api}webpage, and, with `video`, of POST {api}webpage/video. */
export type PageViewRecord = Record<string, string> & { url: string; product?: string };

/** The path of the page-view call, relative to the API base. */
export const PAGE_VIEW_PATH = 'webpage';

/** The path of the video-play call, relative to the API base. */
export const VIDEO_TRACKING_PATH = 'webpage/video';

/** The upper-cased product segment of a /product/{code} path, or undefined elsewhere. */
export function productFromPath(pathname: string): string | undefined {
  const match = /^\/product\/([^/?#]+)/.exec(pathname);
  return match?.[1] ? decodeURIComponent(match[1]).toUpperCase() : undefined;
}

/** Extra fields from the query string, one per parameter (the last value wins on repeats). */
function queryFields(search: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(search));
}

/**
 * The record of a tracking call for the page at `pathname` with query string `search`, plus
 * `fields` of the call's own: none for a page view, `{ video }` for a video play.
 */
export function buildPageView(pathname: string, search = '', fields: Record<string, string> = {}): PageViewRecord {
  const record: PageViewRecord = { ...queryFields(search), ...fields, url: pathname };
  const product = productFromPath(pathname);
  if (product) record.product = product;
  else delete record.product;
  return record;
}

/** The record of a play of the video whose public link is `link`, on the page at `pathname`. */
export function videoPlayRecord(pathname: string, search: string, link: string): PageViewRecord {
  return buildPageView(pathname, search, { video: encodeURIComponent(link) });
}
