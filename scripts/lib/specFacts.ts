// The few words and settings the specification fixes (../shared/SPEC.md), held by the content check
// so an editor who changes one is told why, in the editor's words, rather than by a test that
// breaks. Everything else on a page is the editors' to change. Each fact names the SPEC section
// that fixes it; changing one means changing the specification first.
import type { MdastNode } from 'satteri';
import { isJsx, walk } from '../../src/build/mdx.ts';
import type { ContentPageFile } from './contentPages.ts';
import type { Problem } from './problem.ts';

/** A page setting the specification fixes: the page's file id, the setting, its value and where SPEC.md says so. */
interface FixedSetting {
  page: string;
  field: string;
  value: string;
  spec: string;
}

/** The page settings SPEC.md fixes. */
export const FIXED_SETTINGS: readonly FixedSetting[] = [
  { page: 'home', field: 'heading', value: 'Lower the Cost of Healthcare', spec: 'section 1 (the home page headline)' },
  { page: 'privacy-policy', field: 'version', value: '2.3', spec: 'section 2, Privacy policy (version 2.3)' },
  { page: 'privacy-policy', field: 'updated', value: '2021-07-20', spec: 'section 2, Privacy policy (last revised July 20, 2021)' },
  { page: 'terms-of-service', field: 'title', value: 'Terms of Service', spec: "section 2, Terms of Use (the browser title 'Terms of Service')" },
  { page: 'product/ebhra', field: 'heading', value: 'Simple, Affordable EBHRA Administration', spec: 'section 2, Product pages (the EBHRA title)' },
  { page: 'product/gchra', field: 'heading', value: 'Simple, Affordable GCHRA Administration', spec: 'section 2, Product pages (the GCHRA title)' },
];

/** Headings a block must keep, by the block's name: the referral program's two sections (SPEC.md section 2, Referral program). */
export const FIXED_HEADINGS: Readonly<Record<string, readonly string[]>> = { 'referral-program': ['Getting Started', 'How It Works'] };

/** Pages the specification shows without buttons (its route table). */
export const WITHOUT_BUTTONS: readonly string[] = ['product/ichra-vs-qsehra'];

/**
 * Links of the header and footer (content/site/site.json) that the specification fixes, held by
 * where they lead so their words stay the editors': the field of site.json, the key of each link's
 * address, the addresses, and whether they are the whole list in that order or only must be in it.
 */
interface FixedSiteLinks {
  field: string;
  key: 'href' | 'path';
  paths: readonly string[];
  exactly: boolean;
  spec: string;
}

/**
 * The site links SPEC.md fixes (section 2, Header and footer): the header's navigation in its order
 * (Products, then Pricing, Brokers and Referrals, the Learning Center, Contact Us and Sign In; the
 * header lays out the rest itself), the footer's legal links and its three calculators.
 */
export const FIXED_SITE_LINKS: readonly FixedSiteLinks[] = [
  {
    field: 'header.links',
    key: 'href',
    paths: ['/pricing', '/broker-program', '/referral-program'],
    exactly: true,
    spec: 'section 2, Header and footer (the navigation, in order: Products, Pricing, Brokers, Referrals, Learning Center, Contact Us, Sign In)',
  },
  { field: 'header.contact', key: 'href', paths: ['/contact-us'], exactly: true, spec: 'section 2, Header and footer (Contact Us after the Learning Center)' },
  { field: 'footer.legal', key: 'href', paths: ['/privacy-policy', '/terms-of-service'], exactly: false, spec: 'section 2, Header and footer (the footer links to /privacy-policy and /terms-of-service)' },
  {
    field: 'footer.calculators',
    key: 'path',
    paths: ['/calculator/affordable-ichra-employer', '/calculator/cost-of-insurance', '/calculator/affordable-ichra-employee'],
    exactly: false,
    spec: 'section 2, Header and footer (the footer opens these three calculators)',
  },
];

const fix = (spec: string) => `SPEC.md ${spec} fixes it; put it back, or ask the product owner to change the specification first`;

/** A setting written as the editor saves it: dates as YYYY-MM-DD. */
function written(value: unknown): string {
  return value instanceof Date ? value.toISOString().slice(0, 10) : String(value ?? '');
}

/** The fixed settings a page's front matter changes, and a button on a page the spec shows without any. */
export function pageFactProblems(page: Pick<ContentPageFile, 'id' | 'file' | 'frontmatter' | 'source'>, tree: MdastNode): Problem[] {
  const lineOf = (field: string) => page.source.split('\n').findIndex((line) => line.startsWith(`${field}:`)) + 1 || 1;
  const problems: Problem[] = FIXED_SETTINGS.filter((fact) => fact.page === page.id && written(page.frontmatter[fact.field]) !== fact.value).map((fact) => ({
    file: page.file,
    line: lineOf(fact.field),
    what: `${fact.field} is "${written(page.frontmatter[fact.field])}", where the specification fixes "${fact.value}"`,
    fix: `write ${fact.field}: ${fact.value}; ${fix(fact.spec)}`,
  }));
  if (WITHOUT_BUTTONS.includes(page.id)) {
    for (const [node] of walk(tree)) {
      if (!isJsx(node) || (node.name !== 'Button' && node.name !== 'Actions')) continue;
      problems.push({ file: page.file, line: node.position?.start.line ?? 1, what: `a <${node.name}> on a page the specification shows without buttons`, fix: `write its next steps as links in the text; ${fix('section 2, route table')}` });
    }
  }
  return problems;
}

/** The text of a Markdown heading node. */
function headingText(node: MdastNode): string {
  return [...walk(node)].map(([child]) => (child.type === 'text' ? String((child as { value?: unknown }).value ?? '') : '')).join('');
}

/** The headings the specification fixes that a block has lost or renamed. */
export function blockFactProblems(block: Pick<ContentPageFile, 'id' | 'file'>, tree: MdastNode): Problem[] {
  const headings = [...walk(tree)].flatMap(([node]) => (node.type === 'heading' ? [headingText(node)] : []));
  return (FIXED_HEADINGS[block.id] ?? [])
    .filter((heading) => !headings.includes(heading))
    .map((heading) => ({ file: block.file, line: 1, what: `the section heading "${heading}" is missing`, fix: `keep a heading "## ${heading}"; ${fix('section 2, Referral program')}` }));
}

/**
 * The site links of content/site/site.json (`site`, as parsed) that no longer lead where the
 * specification fixes, each at the line `lineOf` gives the field's path.
 */
export function siteFactProblems(file: string, site: unknown, lineOf: (path: string[]) => number): Problem[] {
  return FIXED_SITE_LINKS.flatMap((fact) => {
    const value = fact.field.split('.').reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], site);
    const written = [value ?? []].flat().map((link) => String((link as Record<string, unknown> | null)?.[fact.key] ?? ''));
    const holds = fact.exactly ? written.join('\n') === fact.paths.join('\n') : fact.paths.every((path) => written.includes(path));
    if (holds) return [];
    const list = fact.paths.length === 1 ? `a link to ${fact.paths[0]}` : `links to ${fact.paths.join(', ')}${fact.exactly ? ', in this order' : ' among them'}`;
    return [
      {
        file,
        line: lineOf(['site', ...fact.field.split('.')]),
        what: `${fact.field} leads to ${written.join(', ') || 'nothing'}, where the specification fixes ${list}`,
        fix: `keep each ${fact.key} as the specification gives it (the words of each link are yours to change); ${fix(fact.spec)}`,
      },
    ];
  });
}
