// Every tool is one click from any page: the footer's Tools group names each tool of
// content/site/site.json by the question it answers, in its order, then the page of all tools; each
// link opens the page its tool is on, at the tool itself when the tool sits partway down. Words and
// links come from site.json.
import type { Page } from '@playwright/test';
import { site } from '../../support/words';
import { expect, test } from '../fixtures';

const toolsGroup = (page: Page) => page.getByRole('contentinfo').getByRole('navigation', { name: site.footer.toolsHeading });

for (const path of ['/', '/pricing', '/product/ichra/employer-calculator', '/terms-of-service']) {
  test(`${path}: the footer's Tools group links every tool by its question, then the tools page`, async ({ page }) => {
    await page.goto(path);
    const group = toolsGroup(page);
    await expect(group.getByRole('heading', { name: site.footer.toolsHeading })).toBeVisible();
    await expect(group.getByRole('link')).toHaveText([...site.tools.map((tool) => tool.question), site.footer.allTools.label]);
    for (const tool of site.tools) await expect(group.getByRole('link', { name: tool.question, exact: true })).toHaveAttribute('href', tool.href);
    await expect(group.getByRole('link', { name: site.footer.allTools.label, exact: true })).toHaveAttribute('href', site.footer.allTools.href);
  });
}

for (const tool of site.tools) {
  test(`the footer's link to "${tool.question}" opens the tool it names`, async ({ page }) => {
    await page.goto('/');
    await toolsGroup(page).getByRole('link', { name: tool.question, exact: true }).click();
    const [path = '', place] = tool.href.split('#');
    await expect(page).toHaveURL((url) => url.pathname === path && url.hash === (place ? `#${place}` : ''));
    // A tool partway down its page is the place the link names; one on a page of its own is on it.
    const target = place ? page.locator(`#${place}`) : page.locator('section.tool').first();
    await expect(target).toHaveClass(/\btool\b/);
    await expect(target.getByRole('heading', { level: 2 }).first()).toBeVisible();
  });
}
