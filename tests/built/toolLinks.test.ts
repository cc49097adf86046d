// The tools, one click from anywhere, as built in dist/ (run `npm run build` first): every page's
// footer names each tool of content/site/site.json by its question; every tool on the site is one of
// them; the tools page gives each tool's question, what it gives and its link; and each product page
// links its own product's tools near its top, in the hero. Words and links come from site.json.
import { describe, expect, it } from 'vitest';
import { PRODUCT_CODES, productPath } from '~/lib/products';
import { PATHS } from '../../scripts/lib/routes';
import { builtPage, textOf } from '../support/builtSite';
import { site } from '../support/words';

const links = (anchors: { getAttribute(name: string): string | undefined; text: string }[]) => anchors.map((a) => ({ text: a.text.replace(/\s+/g, ' ').trim(), href: a.getAttribute('href') }));
const named = (tools: typeof site.tools) => tools.map((tool) => ({ text: tool.question, href: tool.href }));

describe.each(PATHS)('%s', (path) => {
  it("carries the footer's Tools group: every tool by its question, then the page of all tools", () => {
    const group = builtPage(path).querySelector(`footer nav[aria-label="${site.footer.toolsHeading}"]`);
    expect(links(group?.querySelectorAll('a') ?? [])).toEqual([...named(site.tools), { text: site.footer.allTools.label, href: site.footer.allTools.href }]);
  });
});

describe('the tools', () => {
  const ids = new Set(PATHS.flatMap((path) => builtPage(path).querySelectorAll('section.tool').map((tool) => tool.id)));

  it('are all in the footer: each tool built into a page is the place one of its links names', () => {
    expect(ids.size).toBeGreaterThan(0);
    const named = new Set(site.tools.map((tool) => tool.href.split('#')[1]));
    expect([...ids].filter((id) => !named.has(id))).toEqual([]);
  });

  it.each(site.tools.map((tool) => [tool.question, tool.href]))('%s leads to a page with the tool (%s)', (_, href) => {
    const [path = '', place] = href.split('#');
    const tools = builtPage(path).querySelectorAll('section.tool');
    expect(place ? tools.map((tool) => tool.id) : tools.length).toEqual(place ? expect.arrayContaining([place]) : expect.any(Number));
    expect(tools.length).toBeGreaterThan(0);
  });
});

describe('the tools page', () => {
  const main = builtPage(site.footer.allTools.href).querySelector('main')!;

  it("gives each tool's question as its link, and one line on what it gives", () => {
    const cards = main.querySelectorAll('.tool-cards > li').map((card) => ({ ...links(card.querySelectorAll('a'))[0], gives: textOf(card.querySelector('p')) }));
    expect(cards).toEqual(site.tools.map((tool) => ({ text: tool.question, href: tool.href, gives: tool.gives })));
  });

  it('titles each tool with a heading that is its link', () => {
    expect(main.querySelectorAll('.tool-cards > li > :is(h2, h3) > a')).toHaveLength(site.tools.length);
  });
});

describe.each(PRODUCT_CODES)('the %s page', (code) => {
  it("links its own product's tools in its hero, by their questions", () => {
    const hero = builtPage(productPath(code)).querySelector('main [data-hero]');
    const mine = site.tools.filter((tool) => tool.products.includes(code));
    expect(mine.length).toBeGreaterThan(0);
    expect(links(hero?.querySelectorAll('.tool-links a') ?? [])).toEqual(named(mine));
  });
});
