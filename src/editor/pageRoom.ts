// A page's room left in the first TCP window, as the editor's line above the page's text says it
// (pageRoomLine.tsx): the build measured the page's whole response and the compressed size of its
// text as the file held it (src/integrations/pageRoomFigures.ts); what the editor's text now takes
// compressed, less what it took then, is how far the words moved the response. Compressed text is
// close to what the words add to the compressed HTML, not the same, so the line says "about".

/** One page as the build measured it. */
export interface PageFigure {
  /** The page's response as sent (status line, headers and gzip HTML), in bytes. */
  sentBytes: number;
  /** The page's text (its MDX after the front matter) as measured, gzip, in bytes. */
  textGzipBytes: number;
}

/** What the editor's build measured: the window, what a second round trip costs, and each page by its path. */
export interface RoomFigures {
  windowBytes: number;
  secondTripMs: number;
  pages: Record<string, PageFigure>;
}

/** Bytes of the window the page has left with its text now `textGzipBytes` compressed; negative past it. */
export function roomLeft(page: PageFigure, windowBytes: number, textGzipBytes: number): number {
  return windowBytes - page.sentBytes - (textGzipBytes - page.textGzipBytes);
}

/** The estimate rounded to tens: finer digits would claim a precision it does not have. */
const aboutTens = (bytes: number) => (Math.round(bytes / 10) * 10).toLocaleString('en-US');

/** The line an editor reads for a page with `room` bytes left (negative: past the window). */
export function roomSentence(room: number, secondTripMs: number): string {
  if (room >= 5) return `Room left: this page's words can grow by about ${aboutTens(room)} bytes (compressed) and it still loads in one round trip.`;
  if (room >= 0) return `Room left: none to spare. A few more words take this page past one round trip.`;
  return `This page's words now take it about ${aboutTens(Math.max(10, -room))} bytes past one round trip: about ${secondTripMs} ms slower on a phone. Consider fewer words or splitting the page.`;
}

/** The gzip size of `bytes`, as the browser's CompressionStream makes it (zlib's default level, as the build's). */
export async function gzipBytes(bytes: Uint8Array): Promise<number> {
  const compressed = new Blob([Uint8Array.from(bytes)]).stream().pipeThrough(new CompressionStream('gzip'));
  return (await new Response(compressed).arrayBuffer()).byteLength;
}
