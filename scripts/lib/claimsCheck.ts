// Claims a benefits lawyer refused, held by the content check on the words editors write (pages,
// blocks and data), so an editor who writes one again hears why at once, in the editor and on the
// pull request, rather than from a test of the built site. Each claim is a pattern of words and
// the reason it is refused; what a page may say instead is the editors' to word.
import { LineCounter, parseDocument, visit, isScalar } from 'yaml';
import type { Problem } from './problem.ts';

/** One refused claim: the words that make it, and what the check says about them. */
export interface RefusedClaim {
  words: RegExp;
  what: string;
  fix: string;
}

/** The refused claims, each with its reason. */
export const REFUSED_CLAIMS: readonly RefusedClaim[] = [
  { words: /\bone (simple )?price\b/i, what: 'speaks of one price for every HRA', fix: 'the products have different prices: name each one with <PriceList> or <N k="prices.…">' },
  { words: /within the rules all year/i, what: 'promises compliance all year', fix: 'say what Salusion does (plan documents, notices, verification); the employer stays responsible for its plan' },
  { words: /charge to set you up/i, what: 'says every administrator charges to set a plan up', fix: 'one of the competitors charges no setup fee; name the fees the comparison table shows' },
  { words: /one business day/i, what: 'promises a reply within one business day', fix: 'Salusion makes no promise of a reply time; say how to reach us instead' },
  { words: /thirty minutes/i, what: 'promises a call of thirty minutes', fix: 'the consultation has no stated length; leave the length out' },
  { words: /simplest health benefit/i, what: 'claims the simplest health benefit', fix: 'make a claim Salusion can support, such as no setup or platform fee' },
  { words: /\bowners and contractors\b/i, what: 'excludes every owner from an ICHRA', fix: 'name the owners the rule excludes: sole proprietors, partners and more-than-2% S corporation shareholders' },
  { words: /employees covered/i, what: 'claims insurance cover for the employees counted', fix: 'Salusion administers HRAs, it does not insure: say "employees" or "participants"' },
  { words: /\b0 days after leaving/i, what: 'writes the termination runout as "0 days"', fix: 'say in words that there is no runout after termination' },
  {
    words: /fewer than (\{plan\.qsehraMaxEmployees\}|<N k="plan\.qsehraMaxEmployees"[^>]*\/>|50)(?!\s+full-time\s+equivalent\s+employees)/,
    what: 'states the QSEHRA size limit in other words',
    fix: 'write "fewer than {plan.qsehraMaxEmployees} full-time equivalent employees": the limit counts full-time equivalents, not employees',
  },
];

/** The refused claims in `text`, reported at the line of `file` each starts on (offset by `firstLine` - 1). */
export function claimProblems(file: string, text: string, firstLine = 1): Problem[] {
  const problems: Problem[] = [];
  for (const claim of REFUSED_CLAIMS) {
    for (const match of text.matchAll(new RegExp(claim.words.source, `${claim.words.flags.replace('g', '')}g`))) {
      const line = text.slice(0, match.index).split('\n').length + firstLine - 1;
      problems.push({ file, line, what: `"${match[0]}" ${claim.what}`, fix: claim.fix });
    }
  }
  return problems;
}

/** The refused claims in the strings of a YAML or JSON data file, each at its line. */
export function dataClaimProblems(file: string, source: string): Problem[] {
  const counter = new LineCounter();
  const doc = parseDocument(source, { lineCounter: counter });
  const problems: Problem[] = [];
  visit(doc, {
    Scalar(_, node) {
      if (!isScalar(node) || typeof node.value !== 'string' || !node.range) return;
      problems.push(...claimProblems(file, node.value, counter.linePos(node.range[0]).line));
    },
  });
  return problems;
}
