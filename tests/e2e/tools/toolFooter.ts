// The tool footer's buttons, as the specs drive them: a stand-in clipboard that records what the
// page copies (or refuses, as a browser that denies the permission does), and Copy link itself.
import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures';

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

export const COPIED = 'Link copied. It opens this tool with your inputs.';
export const COPY_FAILED = 'Your browser did not let us copy the link. Copy the address from the address bar instead: it holds your inputs.';
export const GUIDANCE = 'This is guidance, not legal or tax advice.';

/** Clicks the tool's Copy link, waits for its announcement and returns the link it copied. */
export async function copyLink(page: Page, tool: Locator): Promise<string> {
  await tool.getByRole('button', { name: 'Copy link' }).click();
  await expect(tool.getByRole('status')).toHaveText(COPIED);
  const copied = await page.evaluate(() => window.copied);
  expect(copied).toHaveLength(1);
  return copied[0]!;
}
