// The first-window gate still holds the code: 2 KB added to the layout's stylesheet, which every
// page carries inline, fails `npm run first-window` (the audit's first step) on a copy of the
// project, naming a page whose code no longer leaves its words their room. Two builds, a minute.
import { execFileSync } from 'node:child_process';
import { appendFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { buildCopy, copyProject, plainEnv } from '../../scripts/lib/projectCopy';

const work = copyProject('code-window');
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** 2 KB of rules, each of its own, so compression cannot fold them away: what a careless change to the layout adds. */
const EXTRA_CSS = Array.from({ length: 44 }, (_, i) => `.layout-extra-${i.toString(36)}-${((i * 7919) % 9973).toString(36)}{margin:${i}px ${(i * 3) % 17}px;color:#${((i * 2654435761) % 0xffffff).toString(16).padStart(6, '0')}}`).join('\n');

it('fails when the layout’s styles grow by 2 KB, and names the page and its code’s bytes', () => {
  expect(EXTRA_CSS.length).toBeGreaterThanOrEqual(2048);
  appendFileSync(join(work, 'src/styles/global.css'), `\n${EXTRA_CSS}\n`);
  buildCopy(work);
  let status = 0;
  let output = '';
  try {
    execFileSync(process.execPath, ['scripts/first-window.ts'], { cwd: work, env: plainEnv(), stdio: 'pipe', encoding: 'utf8' });
  } catch (error) {
    ({ status } = error as { status: number });
    output = String((error as { stderr: string }).stderr);
  }
  expect(status).toBe(1);
  expect(output).toMatch(/^\/\S*: its code \(layout, components, styles and scripts, with its words set aside\) is [\d,]+ bytes/m);
}, 300_000);
