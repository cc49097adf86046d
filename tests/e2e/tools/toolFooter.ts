// The tool footer's buttons, as the specs drive them: a stand-in clipboard that records what the
// page copies (or refuses, as a browser that denies the permission does), and Copy link itself.
import type { Locator, Page } from '@playwright/test';
import { formatNumber } from '~/lib/format';
import { products, ui } from '../../support/words';
import { expect, hydrated } from '../fixtures';

declare global {
  interface Window {
    /** What the page put on the stand-in clipboard, in order. */
    copied: string[];
  }
}

/** Replaces navigator.clipboard before the page opens; with `refuse`, every write is rejected. */
export async function standInClipboard(page: Page, refuse = false) {
  await page.addInitScript((refuse) => {
    window.copied = [];
    const writeText = async (text: string) => {
      if (refuse) throw new DOMException('Write permission denied.', 'NotAllowedError');
      window.copied.push(text);
    };
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  }, refuse);
}

/** A footer's method line: its bold lead, then the tool's own `words`. */
export const methodLine = (words: string) => `${ui.tools.method} ${words}`;

/** Each product's short name with its figure of `figures`, in the products' order: "ICHRA $14, QSEHRA $14, …". */
export const perProduct = (figures: Record<keyof typeof products, number>) =>
  Object.entries(products).map(([id, p]) => `${p.short} ${formatNumber(figures[id as keyof typeof products], 'usd')}`).join(', ');

export const COPIED = ui.tools.copied;
export const COPY_FAILED = ui.tools.copyFailed;
export const GUIDANCE = ui.tools.guidance;

/**
 * Opens `path` and brings the tool `selector` into view, as a visitor scrolls to it, then waits until
 * its island has taken its state: only then does its footer offer Copy link and Print.
 */
export async function openTool(page: Page, path: string, selector: string): Promise<Locator> {
  await page.goto(path);
  const tool = page.locator(selector);
  await tool.scrollIntoViewIfNeeded();
  await hydrated(page, selector);
  await expect(tool).toHaveAttribute('data-live', '');
  return tool;
}

/** Clicks the tool's Copy link, waits for its footer's announcement and returns the link it copied. */
export async function copyLink(page: Page, tool: Locator): Promise<string> {
  // The footer's own status: a tool may have another (the FTE calculator's, of a paste).
  const footer = tool.locator('[data-tool-footer]');
  await footer.getByRole('button', { name: ui.tools.copyLink }).click();
  await expect(footer.getByRole('status')).toHaveText(COPIED);
  const copied = await page.evaluate(() => window.copied);
  expect(copied).toHaveLength(1);
  return copied[0]!;
}
