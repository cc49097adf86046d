// Measures every route's response against the first TCP window twice, as built (dist/) and with
// its words set aside (templateBuild.ts), and judges them as windowGate.ts rules: the code fails,
// the words advise. Shared by `npm run first-window` and the audit.
import { rmSync } from 'node:fs';
import type { HtmlWeight } from './budgets.ts';
import { siteRoutes } from './contentPages.ts';
import { htmlWeights } from './documentBytes.ts';
import { startPreview } from './servers.ts';
import { buildTemplate } from './templateBuild.ts';
import { codeProblems, overByWords, windowSummary, windowTable, wordsAdvice } from './windowGate.ts';

/** Both measurements and what they mean. */
export interface WindowReport {
  actual: HtmlWeight[];
  template: HtmlWeight[];
  /** The gate: pages whose code leaves their words too little room. */
  problems: string[];
  /** Pages whose words take them past the window: printed, not failed. */
  advice: string[];
  /** The paths of those pages, whose largest paint is advice too. */
  overByWords: Set<string>;
  /** The table and summary, to print. */
  printed: string;
}

/** Serves the dist/ of the project at `root` and measures `paths` there. */
async function measure(paths: readonly string[], root?: string): Promise<HtmlWeight[]> {
  const preview = await startPreview(root);
  try {
    return await htmlWeights(preview.origin, paths);
  } finally {
    await preview.stop();
  }
}

/** Measures `paths` in the build in the dist/ of the project at `root` (this one) and in a build of it with the words set aside, made here. */
export async function firstWindowReport(paths: readonly string[], root = process.cwd()): Promise<WindowReport> {
  const actual = await measure(paths, root);
  const templateRoot = buildTemplate(root);
  try {
    const template = await measure(paths, templateRoot);
    const files = new Map(siteRoutes(root).map((route) => [route.path, route.file]));
    return {
      actual,
      template,
      problems: codeProblems(template),
      advice: wordsAdvice(actual, (path) => files.get(path)),
      overByWords: overByWords(actual, template),
      printed: `${windowTable(actual, template)}\n${windowSummary(actual, template)}`,
    };
  } finally {
    rmSync(templateRoot, { recursive: true, force: true });
  }
}
