// The tool footer as the server renders it: the method line, the guidance note, the proof beside
// them, and the two buttons with their words from ui.json. What the buttons say once pressed loads with their script
// (src/client/toolFooter.ts), so the page does not carry it.
// Every tool's method words follow the footer's "How we calculated this:" and so never repeat it.
import { readFileSync } from 'node:fs';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { parse } from 'node-html-parser';
import { parse as parseYaml } from 'yaml';
import { describe, expect, it, vi } from 'vitest';
import ToolFooter from '~/components/ToolFooter.astro';
import { formatNumber } from '~/lib/format';
import { fill } from '~/lib/template';

const ui = JSON.parse(readFileSync('content/site/ui.json', 'utf8')).ui;

// Content collections are not loaded in unit tests, so the words come straight from their file.
vi.mock('~/data/ui', () => ({ getUi: async () => JSON.parse(readFileSync('content/site/ui.json', 'utf8')).ui }));
vi.mock('~/data/numbers', () => ({ getNumbers: async () => parseYaml(readFileSync('content/data/numbers.yaml', 'utf8')).numbers }));

async function render(props: { method: string }) {
  const container = await AstroContainer.create();
  return parse(await container.renderToString(ToolFooter, { props }));
}

const text = (html: ReturnType<typeof parse>, selector: string) => html.querySelector(selector)?.textContent.replace(/\s+/g, ' ').trim();

describe('ToolFooter', () => {
  it('says how the result was worked out, that it is guidance, and offers Copy link and Print', async () => {
    const html = await render({ method: 'Allowance times months.' });
    expect(text(html, '.method')).toBe(`${ui.tools.method} Allowance times months.`);
    expect(text(html, '.guidance')).toBe(ui.tools.guidance);
    expect(html.querySelectorAll('button').map((b) => b.textContent.trim())).toEqual([ui.tools.copyLink, ui.tools.print]);
    for (const said of [ui.tools.fixFirst, ui.tools.copied, ui.tools.copyFailed, ui.tools.printed]) expect(html.toString()).not.toContain(said);
  });

  it('carries the proof beside the result: the employer and employee counts from numbers.yaml in its words', async () => {
    const { claims } = parseYaml(readFileSync('content/data/numbers.yaml', 'utf8')).numbers;
    const html = await render({ method: 'Allowance times months.' });
    expect(text(html, '.proof')).toBe(fill(ui.tools.proof, { employers: formatNumber(claims.employers), employees: formatNumber(claims.employees) }));
  });

  it.each(Object.entries(ui).filter(([group, words]) => group !== 'tools' && typeof (words as { method?: unknown }).method === 'string'))("%s's method words do not repeat the footer's label", (_, words) => {
    const label = (ui.tools.method as string).replace(/:$/, '');
    expect((words as { method: string }).method.toLowerCase()).not.toContain(label.toLowerCase());
  });
});
