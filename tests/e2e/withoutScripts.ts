// The two ways a page's own scripts can be missing, for the parts that must work without them:
// JavaScript switched off, and every script file failing to load (a removed deploy, a dropped
// connection, a blocking extension). Inline scripts cannot fail to load apart from the page.
import type { Page } from '@playwright/test';

/** One way scripts are missing: the browser setting, and what to do to the page before it opens. */
export interface WithoutScripts {
  name: string;
  javaScriptEnabled: boolean;
  prepare(page: Page): Promise<void>;
}

export const WITHOUT_SCRIPTS: WithoutScripts[] = [
  { name: 'with JavaScript off', javaScriptEnabled: false, prepare: async () => {} },
  {
    name: 'with every script file answering 404',
    javaScriptEnabled: true,
    prepare: async (page) => {
      await page.route(/\.m?js(\?|$)/, (route) => route.fulfill({ status: 404, body: '' }));
    },
  },
];
