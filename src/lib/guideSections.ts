// A guide is one MDX file whose sections are <Section title="…">…</Section> blocks. The page renders
// them as accordion items; the PDF builder reads the same blocks from the raw MDX with these helpers,
// so the download can never drift from the page (DECISIONS 16).
import { formatNumber, numberAt, type NumberFormat } from './format';

/** One guide section as written in MDX. */
export interface GuideSection {
  title: string;
  /** The section's markdown, with <N> numbers already written out. */
  markdown: string;
}

const SECTION = /<Section\s+title=(["'])(.*?)\1\s*>([\s\S]*?)<\/Section>/g;
const NUMBER = /<N\s+k=(["'])([\w.]+)\1(?:\s+as=(["'])(\w+)\3)?\s*\/>/g;

/** Replaces every <N k="…" as="…" /> with its formatted value from the numbers data. */
export function writeOutNumbers(mdx: string, numbers: unknown): string {
  return mdx.replace(NUMBER, (_m, _q, key: string, _q2, as: string | undefined) =>
    formatNumber(numberAt(numbers, key), (as as NumberFormat | undefined) ?? 'count'),
  );
}

/** Removes the indentation MDX authors put inside <Section>, so markdown reads it as text. */
function dedent(text: string): string {
  const lines = text.replace(/^\n+|\s+$/g, '').split('\n');
  const indent = Math.min(...lines.filter((l) => l.trim()).map((l) => l.length - l.trimStart().length));
  return lines.map((l) => l.slice(indent)).join('\n');
}

/** The <Section> blocks of a guide, in order, with numbers written out. */
export function guideSections(mdx: string, numbers: unknown): GuideSection[] {
  return [...mdx.matchAll(SECTION)].map((m) => ({
    title: m[2]!.replace(/&amp;/g, '&'),
    markdown: dedent(writeOutNumbers(m[3]!, numbers)),
  }));
}
