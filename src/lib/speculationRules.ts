// The next page ready before the click: Chrome's speculation rules prerender a page of this site
// when a visitor shows they are about to open it (moderate eagerness: the pointer resting on the
// link for a moment, or a finger or button going down on it), never every link as a page loads.
// Files, new tabs and other sites are left alone. The rules are written inline in each page's head;
// the build names them in the page's policy by their hash, as every inline script.

/** The rules, as the browser reads them from <script type="speculationrules">. */
export const SPECULATION_RULES = {
  prerender: [
    {
      where: {
        and: [
          { href_matches: '/*' },
          { not: { href_matches: '/downloads/*' } },
          { not: { selector_matches: '[download], [target="_blank"], [rel~="nofollow"]' } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
} as const;

/** The rules as the text of their script element. */
export function speculationRulesText(): string {
  return JSON.stringify(SPECULATION_RULES);
}
