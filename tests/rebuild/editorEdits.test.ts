// An editor's ordinary change never turns CI red: the five changes editors make (a price raised, the
// next plan year's figures entered, a legal page's "Updated" set to today, a new page, straight
// quotes typed in headings), three labels reworded (the contact form's button, a menu link, a tool's
// field) and twenty sentences added to a rules guide (tests/support/editorEdits.ts)
// are made on a copy of the whole project, and the content check, the build and the project's own
// tests then pass on the copy: every Vitest project but this one, the first-window gate (with its
// advice for the grown guide), and the browser tests of the pages, the menu, the contact form and
// the tools that show what the edits change (SHOWING_EDITS), at phone width, where the edited words
// and figures show.
// Several minutes: two builds and most of the suite, run again on the changed content.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDay } from '~/lib/planYear';
import { applyEditorEdits, GROWN_GUIDE, RENAMED } from '../support/editorEdits';
import { copyWholeProject, plainEnv } from '../../scripts/lib/projectCopy';

let work = '';
const today = new Date(`${buildDay()}T00:00:00Z`);

/** Runs an npm script or a package's command in the copy; returns its exit code and all it printed (advice goes to stderr). */
function run(command: string, args: string[]): { status: number; output: string } {
  const { status, stdout, stderr } = spawnSync(command, args, { cwd: work, env: { ...plainEnv(), CI: 'true' }, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return { status: status ?? 1, output: `${stdout}\n${stderr}` };
}

/** The tail of a command's output, where test runners print what failed. */
const tail = (output: string) => output.split('\n').slice(-60).join('\n');

const npx = (...args: string[]) => run(join(process.cwd(), 'node_modules/.bin', args[0]!), args.slice(1));

/**
 * The browser tests that show what the edits change: the pages' (the new one, the headings, the
 * legal dates), the menu and the contact form (their renamed labels), and the tools that show a
 * price, a plan year's figures or the renamed field. The other tools' specs, the one that takes
 * every tool through its address, and the pages' next steps (the closing bands' links and the
 * testimonials tagged for a page, none of which an edit touches) read nothing an edit changes that
 * these do not, and the copy guard (tests/support/contentCopies.ts) already holds every spec to
 * reading words from content/; running them here again took minutes for nothing they could show.
 */
const SHOWING_EDITS = [
  ...readdirSync('tests/e2e/pages')
    .filter((spec) => spec !== 'nextSteps.spec.ts')
    .map((spec) => `tests/e2e/pages/${spec}`),
  'tests/e2e/header.spec.ts',
  'tests/e2e/islands/contactForm.spec.ts',
  'tests/e2e/islands/hydrateNear.spec.ts',
  ...['costCalculator', 'qsehraPlanner', 'qsehraMaximum', 'affordabilityPlanner', 'hraChooser', 'chooserDecision'].map((tool) => `tests/e2e/tools/${tool}.spec.ts`),
];

/**
 * Their tests at laptop width (each titled with its 1280 px) are left out: most repeat a phone-width
 * test, the rest judge the layout, and a window's width changes where words stand, not which words
 * and figures a test reads from content/. The main run holds both widths.
 */
const LAPTOP_WIDTH = '1280';

beforeAll(() => {
  work = copyWholeProject('editor-edits');
  applyEditorEdits(work, today);
}, 60_000);

afterAll(() => work && rmSync(work, { recursive: true, force: true }));

describe('the five edits and the renamed labels, made on a copy of the project', () => {
  it('pass the content check', () => {
    const { status, output } = npx('node', 'scripts/check-content.ts');
    expect(status, output).toBe(0);
  }, 120_000);

  it('build, with the renamed labels where visitors read them', () => {
    const { status, output } = npx('astro', 'build');
    expect(status, tail(output)).toBe(0);
    const { ui } = JSON.parse(readFileSync(join(work, 'content/site/ui.json'), 'utf8')) as { ui: { contactForm: { submit: string } } };
    const { site } = JSON.parse(readFileSync(join(work, 'content/site/site.json'), 'utf8')) as { site: { header: { links: { label: string }[] } } };
    const contactPage = readFileSync(join(work, 'dist/contact-us.html'), 'utf8');
    for (const label of [ui.contactForm.submit, site.header.links[0]!.label]) {
      expect(label.endsWith(RENAMED)).toBe(true);
      expect(contactPage).toContain(label);
    }
  }, 300_000);

  it('pass the content check again once built, which now advises on the guide the words took past the first round trip', () => {
    const { status, output } = npx('node', 'scripts/check-content.ts');
    expect(status, output).toBe(0);
    expect(output).toContain(`advice: ${GROWN_GUIDE}: its words take it`);
  }, 120_000);

  it('pass the first-window gate, which advises on the guide the words took past the window', () => {
    const { status, output } = npx('node', 'scripts/first-window.ts');
    expect(status, tail(output)).toBe(0);
    expect(output).toContain(`advice: ${GROWN_GUIDE}: its words take it`);
  }, 300_000);

  it('leave the unit, slow and built tests green', () => {
    const { status, output } = npx('vitest', 'run', '--project', 'unit', '--project', 'unit-mocks', '--project', 'slow', '--project', 'built');
    expect(status, tail(output)).toBe(0);
  }, 600_000);

  it('leave the browser tests of the pages, the menu, the contact form and the tools showing the edits green', () => {
    const { status, output } = npx('playwright', 'test', '--grep-invert', LAPTOP_WIDTH, ...SHOWING_EDITS);
    expect(status, tail(output)).toBe(0);
  }, 900_000);
});
