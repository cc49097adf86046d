import { describe, expect, it } from 'vitest';
import { SPECULATION_RULES, speculationRulesText } from '~/lib/speculationRules';

describe('the speculation rules', () => {
  const rules = SPECULATION_RULES.prerender;

  it('prerender only on a visitor’s intent, never every link as the page loads', () => {
    for (const rule of rules) expect(['moderate', 'conservative']).toContain(rule.eagerness);
  });

  it.each([
    ['files to download', { not: { href_matches: '/downloads/*' } }],
    ['links that open a new tab, download or ask not to be followed', { not: { selector_matches: '[download], [target="_blank"], [rel~="nofollow"]' } }],
  ])('leave alone %s', (_name, condition) => {
    for (const rule of rules) expect(rule.where.and).toContainEqual(condition);
  });

  it('keep to this site’s own pages', () => {
    for (const rule of rules) expect(rule.where.and).toContainEqual({ href_matches: '/*' });
  });

  it('are written as the JSON the browser reads', () => {
    expect(JSON.parse(speculationRulesText())).toEqual(SPECULATION_RULES);
  });
});
