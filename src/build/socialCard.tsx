// A page's social card: the 1200 × 630 PNG that link previews show when a page is shared. Satori
// lays the card out and draws its text as paths, resvg rasterises it: no browser, and the same
// pixels on every build machine. The site itself uses the visitor's system font, which a build
// cannot draw with, so the card is set in Inter (from @fontsource/inter, the .woff files satori
// reads), the open font closest to the system faces the site shows.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { Resvg } from '@resvg/resvg-js';
import { create, type Font } from 'fontkitten';
import satori from 'satori';
import { CARD, CARD_PADDING, fitHeading, HEADING_BOX, type HeadingFit, type Measure } from '../lib/cardLayout.ts';
import { color } from '../lib/design.ts';

/** The heading's tracking, in em: the page h1's (global.css), whose lines are balanced too. */
const HEADING_TRACKING = -0.025;

/** What a card shows. */
export interface CardText {
  /** The page's heading. */
  heading: string;
  /** The brand name beside the logo. */
  brand: string;
  /** The site's address at the foot, e.g. salusion.com. */
  host: string;
  /** The logo as SVG markup. */
  logoSvg: string;
}

const fontFile = (weight: number) => fileURLToPath(import.meta.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`));

/** Inter in the two weights the card uses, read once per build. */
const fonts = Promise.all([700, 500].map(async (weight) => ({ weight, data: await readFile(fontFile(weight)) })));

/** The width of a line of the heading, from the bold face's advance widths and the heading's tracking. */
function measureWith(font: Font): Measure {
  return (text, size) => {
    const chars = [...text];
    const units = chars.reduce((sum, char) => sum + font.glyphForCodePoint(char.codePointAt(0)!).advanceWidth, 0);
    return (units / font.unitsPerEm) * size + HEADING_TRACKING * size * chars.length;
  };
}

/** The bold face as fontkitten reads it, for measuring. */
const boldFace = fonts.then(([bold]) => create(bold!.data) as Font);

/** The logo drawn large and faint, bleeding off the lower right corner, so a short heading leaves no bare field. */
const WATERMARK = 560;

function Card({ text, lines, size }: { text: CardText; lines: string[]; size: number }) {
  const logo = `data:image/svg+xml,${encodeURIComponent(text.logoSvg)}`;
  return (
    <div
      style={{
        width: CARD.width,
        height: CARD.height,
        boxSizing: 'border-box',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: CARD_PADDING,
        background: `linear-gradient(135deg, ${color.brand} 0%, ${color.brandDeep} 100%)`,
        color: color.onBrand,
        fontFamily: 'Inter',
      }}
    >
      <img src={logo} width={WATERMARK} height={WATERMARK} alt="" style={{ position: 'absolute', right: -WATERMARK / 5, bottom: -WATERMARK / 5, opacity: 0.08 }} />
      <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
        <div style={{ display: 'flex', padding: 6, background: color.surface, borderRadius: 18 }}>
          <img src={logo} width={60} height={60} alt="" />
        </div>
        <div style={{ fontSize: 40, fontWeight: 700 }}>{text.brand}</div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column' }}>
        <div style={{ width: 96, height: 8, marginBottom: 28, background: color.accent, borderRadius: 4 }} />
        {lines.map((line) => (
          <div key={line} style={{ fontSize: size, fontWeight: 700, lineHeight: HEADING_BOX.leading, letterSpacing: `${HEADING_TRACKING}em`, whiteSpace: 'nowrap' }}>
            {line}
          </div>
        ))}
      </div>
      <div style={{ fontSize: 28, fontWeight: 500, color: color.onBrandSoft }}>{text.host}</div>
    </div>
  );
}

/** How `heading` is set on its card: its size and lines in the card's bold face. */
export async function cardHeading(heading: string): Promise<HeadingFit> {
  return fitHeading(heading, HEADING_BOX, measureWith(await boldFace));
}

/** The card of one page, as PNG bytes. */
export async function socialCard(text: CardText): Promise<Uint8Array<ArrayBuffer>> {
  const { size, lines } = await cardHeading(text.heading);
  const svg = await satori(<Card text={text} lines={lines} size={size} />, {
    ...CARD,
    fonts: (await fonts).map(({ weight, data }) => ({ name: 'Inter', data, weight: weight as 500 | 700, style: 'normal' as const })),
  });
  // Satori has drawn every letter as a path, so resvg needs no fonts of its own.
  return new Uint8Array(new Resvg(svg, { font: { loadSystemFonts: false } }).render().asPng());
}
