import { describe, expect, it } from 'vitest';
import { pageTitle } from '~/lib/pageTitle';

/** A brand of the test's own: the rule holds for whatever name the config gives. */
const BRAND = 'Acme Health';

describe('a page’s browser title', () => {
  it.each([
    ['HRA Pricing', 'HRA Pricing | Acme Health'],
    ['HRA Pricing | Acme Health', 'HRA Pricing | Acme Health'],
    ['HRA Pricing | Acme Health ', 'HRA Pricing | Acme Health'],
    ['HRA Pricing – Acme Health', 'HRA Pricing – Acme Health'],
    ['HRA pricing | acme health', 'HRA pricing | acme health'],
    ['About Acme Health', 'About Acme Health'],
    ['Acme Health', 'Acme Health'],
    ['Acme Health pricing', 'Acme Health pricing | Acme Health'],
    ['SuperAcme Health', 'SuperAcme Health | Acme Health'],
  ])('"%s" is shown as "%s"', (title, shown) => expect(pageTitle(title, BRAND)).toBe(shown));
});
