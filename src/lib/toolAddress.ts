// What a tool (src/components/islands/toolLink.ts) and its footer's Copy link and Print
// (src/client/toolFooter.ts) agree on about the tool's address: the event the footer sends before it
// reads the address, and the mark a tool's section gets once the tool has taken its state.

/** Dispatched on the document before the address is read: each tool writes at once the change it was waiting to write. */
export const FLUSH_LINKS = 'salusion:flush-links';

/** Set on a tool's section (`section.tool`) once its island has taken its state from its fields and the address. */
export const LIVE_ATTRIBUTE = 'data-live';

/** Whether `query` carries any of a tool's parameters `params`. */
export function carriesAny(query: URLSearchParams, params: readonly string[]): boolean {
  return params.some((name) => query.has(name));
}

/**
 * `url` with a tool's parameters `params` set to `values`, after the address's other parameters and
 * in the order of `params` (a tool's questions read in the order they are asked); a parameter
 * missing from `values`, or every one when `values` is undefined (an entry is refused), leaves the
 * address.
 */
export function withToolParams(url: URL, params: readonly string[], values: Readonly<Record<string, string | undefined>> | undefined): URL {
  const next = new URL(url);
  for (const name of params) next.searchParams.delete(name);
  for (const name of params) {
    const value = values?.[name];
    if (value !== undefined) next.searchParams.set(name, value);
  }
  return next;
}
