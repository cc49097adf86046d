// A page's browser title: the title its editor wrote, then the brand ("HRA Pricing | Salusion"). An
// editor may end a title with the brand already, as titles elsewhere are written; it is then shown
// once, as written, never "HRA Pricing | Salusion | Salusion".

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `title` with ` | brand` after it, unless it already ends with the brand as a word of its own. */
export function pageTitle(title: string, brand: string): string {
  const trimmed = title.trim();
  return new RegExp(`(^|[^\\p{L}\\p{N}])${escaped(brand.trim())}$`, 'iu').test(trimmed) ? trimmed : `${trimmed} | ${brand}`;
}
