// The tool footer as the server renders it: the method line, the plan year only when a tool gives
// one, the guidance note, and the two buttons with their words from ui.json.
import { readFileSync } from 'node:fs';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { parse } from 'node-html-parser';
import { describe, expect, it, vi } from 'vitest';
import ToolFooter from '~/components/ToolFooter.astro';

// Content collections are not loaded in unit tests, so the words come straight from their file.
vi.mock('~/data/ui', () => ({ getUi: async () => JSON.parse(readFileSync('content/site/ui.json', 'utf8')).ui }));

async function render(props: { method: string; year?: number }) {
  const container = await AstroContainer.create();
  return parse(await container.renderToString(ToolFooter, { props }));
}

const text = (html: ReturnType<typeof parse>, selector: string) => html.querySelector(selector)?.textContent.replace(/\s+/g, ' ').trim();

describe('ToolFooter', () => {
  it('names the plan year of the figures when a tool gives one', async () => {
    const html = await render({ method: 'Allowance times months.', year: 2026 });
    expect(text(html, '.method')).toBe('How we calculated this: Allowance times months.');
    expect(text(html, '.year')).toBe('Figures for plan year 2026.');
    expect(text(html, '.guidance')).toBe('This is guidance, not legal or tax advice.');
    expect(html.querySelectorAll('button').map((b) => b.textContent.trim())).toEqual(['Copy link', 'Print']);
  });

  it('has no year line for a tool whose figures are not yearly', async () => {
    const html = await render({ method: 'Participants times price.' });
    expect(html.querySelector('.year')).toBeNull();
    expect(text(html, '.method')).toBe('How we calculated this: Participants times price.');
  });
});
