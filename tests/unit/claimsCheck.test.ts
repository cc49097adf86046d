// The claims a benefits lawyer refused are refused by the content check wherever an editor writes
// them, each at its line and with its reason, and the words that replaced them pass.
import { describe, expect, it } from 'vitest';
import { claimProblems, dataClaimProblems, REFUSED_CLAIMS } from '../../scripts/lib/claimsCheck';

describe('claimProblems', () => {
  it.each([
    ['one price for every HRA', 'All four HRAs at one simple price.', true],
    ['compliance all year', 'We keep your plan within the rules all year.', true],
    ['a setup charge every administrator makes', 'Others charge to set you up.', true],
    ['a reply time', 'We answer within one business day.', true],
    ['a call length', 'A call of thirty minutes.', true],
    ['every owner excluded', 'Owners and contractors cannot take part.', true],
    ['insurance cover', '19,000 employees covered', true],
    ['a runout of 0 days', 'Expenses are accepted until 0 days after leaving.', true],
    ['the QSEHRA limit in other words', 'For employers with fewer than {plan.qsehraMaxEmployees} employees.', true],
    ['the QSEHRA limit in an N block, in other words', 'fewer than <N k="plan.qsehraMaxEmployees" /> staff', true],
    ['the QSEHRA limit as the lawyer wrote it, over a folded line', 'fewer than {plan.qsehraMaxEmployees}\n  full-time equivalent employees', false],
    ['the products’ own prices', '$14 for ICHRA and QSEHRA, $5 for GCHRA and EBHRA', false],
    ['the termination rule in words', 'There is no runout after termination.', false],
  ])('%s: %s is refused: %s', (_case, text, refused) => {
    expect(claimProblems('content/pages/pricing.mdx', text).length > 0).toBe(refused);
  });

  it('names the file, the line the claim starts on and the claim in its message', () => {
    expect(claimProblems('content/pages/pricing.mdx', 'First line.\nSecond, at one price.\n', 3)).toEqual([
      { file: 'content/pages/pricing.mdx', line: 4, what: `"one price" ${REFUSED_CLAIMS[0]!.what}`, fix: REFUSED_CLAIMS[0]!.fix },
    ]);
  });

  it('finds a claim in a data file’s strings, at the string’s line', () => {
    expect(dataClaimProblems('content/data/products.yaml', 'products:\n  - id: ichra\n    summary: >-\n      Keeps you within the rules all year.\n').map((p) => p.line)).toEqual([3]);
  });
});
