// The social card's geometry, and how a page's heading sits on it: the largest size at which it
// fits the text box, broken into lines of even length (no lone word left on the last line), and
// cut with an ellipsis only when even the smallest size cannot hold it. The lines are decided here,
// not by the renderer, so a heading can never run off the card whatever an editor writes.

/** The width in pixels of `text` set at `size` pixels. */
export type Measure = (text: string, size: number) => number;

/** The box the heading must fit. */
export interface HeadingBox {
  /** Widest line, in pixels. */
  width: number;
  /** Tallest the lines may stand together, in pixels; so the fewer lines, the larger they may be. */
  height: number;
  /** Line height, as a multiple of the font size. */
  leading: number;
  /** Font sizes to try, in pixels, largest first. */
  sizes: readonly number[];
}

/** The heading as the card sets it. */
export interface HeadingFit {
  size: number;
  lines: string[];
}

/** The card's size in pixels, the one Facebook, LinkedIn and X show uncropped. */
export const CARD = { width: 1200, height: 630 } as const;

/** Space around the card's content. */
export const CARD_PADDING = 80;

/** The heading's box: the card's width inside its padding, and the height the logo row, the
 * accent bar and the address leave it with clear space around (two lines at 80 px, three at 64). */
export const HEADING_BOX: HeadingBox = { width: CARD.width - 2 * CARD_PADDING, height: 232, leading: 1.12, sizes: [80, 72, 64, 56, 48] };

const ELLIPSIS = '…';

/** Greedy line breaking at spaces: each line takes words while they fit `width`. */
function wrap(words: string[], size: number, width: number, measure: Measure): string[] {
  const lines: string[] = [];
  for (const word of words) {
    const last = lines.at(-1);
    if (last !== undefined && measure(`${last} ${word}`, size) <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** The same number of lines at the narrowest width that still gives that many, so lines even out. */
function balance(words: string[], size: number, width: number, measure: Measure): string[] {
  const count = wrap(words, size, width, measure).length;
  let [low, high] = [0, width];
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    if (wrap(words, size, mid, measure).length <= count) high = mid;
    else low = mid;
  }
  return wrap(words, size, high, measure);
}

/** `line` shortened, by words and then by letters, until it fits with an ellipsis after it. */
function cut(line: string, size: number, width: number, measure: Measure): string {
  let text = line;
  while (text.length > 0 && measure(`${text}${ELLIPSIS}`, size) > width) {
    text = text.includes(' ') ? text.slice(0, text.lastIndexOf(' ')) : text.slice(0, -1);
  }
  return `${text.replace(/[\s,.;:–—-]+$/, '')}${ELLIPSIS}`;
}

/** How many lines of `size` stand in the box's height. */
const maxLines = (box: HeadingBox, size: number) => Math.max(1, Math.floor(box.height / (size * box.leading)));

/** Sets `heading` in `box`: the largest size of `box.sizes` it fits, with its lines. */
export function fitHeading(heading: string, box: HeadingBox, measure: Measure): HeadingFit {
  const words = heading.trim().split(/\s+/).filter(Boolean);
  for (const size of box.sizes) {
    const lines = balance(words, size, box.width, measure);
    if (lines.length <= maxLines(box, size) && lines.every((line) => measure(line, size) <= box.width)) return { size, lines };
  }
  const size = box.sizes.at(-1)!;
  const lines = wrap(words, size, box.width, measure);
  const kept = lines.slice(0, maxLines(box, size));
  const fits = (line: string) => measure(line, size) <= box.width;
  if (kept.length === lines.length && kept.every(fits)) return { size, lines: kept };
  // The first line too wide (one long word) is cut where it stands; otherwise the last line kept
  // takes the ellipsis for everything left out.
  const at = kept.findIndex((line) => !fits(line));
  const end = at === -1 ? kept.length - 1 : at;
  return { size, lines: [...kept.slice(0, end), cut(kept[end]!, size, box.width, measure)] };
}
