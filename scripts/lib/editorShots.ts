// The screenshots of the editors' guide (content/README.md), as `npm run shots:editor` takes them
// from the built editor Worker against the GitHub stand-in: the sign-in, a new branch, a change
// saved on it, the branch picker and the pull request button, then the editor's screens on that
// branch. Each one's file is in content/readme-images/.
import type { Page } from 'playwright-core';
import { EDITOR_BRANCH_PREFIX } from '../../src/editor/storage.ts';
import { typeOver } from './editorText.ts';

/** One picture: its file, what to do before taking it, and the part of the window to keep when the rest is empty. */
export interface EditorShot {
  file: string;
  /** Leaves the page showing what the picture shows; the pictures are taken in order on one page. */
  take: (page: Page) => Promise<void>;
  clip?: { x: number; y: number; width: number; height: number };
}

/** Resolves once every running animation (a dialog opening, a menu sliding in) has ended or been cancelled. */
const settle = (page: Page) =>
  page.evaluate(() => Promise.allSettled(document.getAnimations().map((animation) => animation.finished)));

/** The sentence of the Terms the walk-through changes, and what it becomes. */
const WALKTHROUGH_EDIT = {
  page: 'terms-of-service',
  sentence: 'Fees for the Services are described when you sign up.',
  replacement: 'Fees for the Services are shown before you sign up.',
  branch: 'terms-fees',
} as const;

const dashboard = (page: Page) => page.getByText('Current branch', { exact: true }).waitFor();

/** Types the walk-through's branch name into the open branch dialog, once it has opened. */
async function nameBranch(page: Page): Promise<void> {
  await page.getByRole('textbox', { name: 'Branch name' }).fill(WALKTHROUGH_EDIT.branch);
  await settle(page);
}

/** The editor's screens on the walk-through's branch, each opened afresh at its address under /keystatic. */
const SCREENS: { file: string; path: string; prepare?: (page: Page) => Promise<void> }[] = [
  { file: 'editor-dashboard.png', path: '' },
  { file: 'editor-pages.png', path: '/collection/pages' },
  {
    file: 'editor-page.png',
    path: '/collection/pages/item/terms-of-service',
    prepare: (page) => page.locator('[contenteditable="true"] p').first().waitFor(),
  },
  {
    file: 'editor-numbers.png',
    path: '/singleton/numbers',
    // A price being changed, with the Unsaved mark it shows while typing; the picture is taken before any save.
    prepare: async (page) => {
      await page.getByRole('textbox', { name: 'ICHRA', exact: true }).first().fill('15');
      await page.getByText('Unsaved', { exact: true }).waitFor();
      await settle(page);
    },
  },
  {
    file: 'editor-section.png',
    path: `/collection/pages/item/${encodeURIComponent('product/qsehra/rules-and-regulations')}`,
    prepare: (page) => page.getByText('Section', { exact: true }).first().waitFor(),
  },
  {
    file: 'editor-blocks.png',
    path: `/collection/pages/item/${encodeURIComponent('product/ichra')}`,
    prepare: (page) => page.locator('[data-summary="Video"]').scrollIntoViewIfNeeded(),
  },
  {
    file: 'editor-blocks-more.png',
    path: `/collection/pages/item/${encodeURIComponent('product/ichra')}`,
    prepare: (page) => page.locator('[data-summary="Capabilities"]').scrollIntoViewIfNeeded(),
  },
  {
    file: 'editor-card-image.png',
    path: '/singleton/resources',
    prepare: async (page) => {
      await page.getByText('ICHRA Learning Center', { exact: true }).first().click();
      await page.getByRole('dialog').locator('img').first().waitFor();
      await settle(page);
    },
  },
  {
    file: 'editor-poster.png',
    path: '/singleton/videos',
    prepare: async (page) => {
      await page.getByText('ICHRA overview', { exact: true }).click();
      const dialog = page.getByRole('dialog');
      await dialog.locator('img').waitFor();
      await settle(page);
      // The video's title above its poster, so the picture shows whose poster it is.
      await dialog.getByText(/^Title/).first().evaluate((title) => title.scrollIntoView({ block: 'start' }));
    },
  },
  {
    file: 'editor-testimonials.png',
    path: '/singleton/testimonials',
    prepare: (page) => page.getByText('Dana Whitfield').first().waitFor(),
  },
];

/** Where `path` is on the walk-through's branch. */
const onBranch = (path: string) => `/keystatic/branch/${encodeURIComponent(EDITOR_BRANCH_PREFIX + WALKTHROUGH_EDIT.branch)}${path}`;


/**
 * The deployed editor, signed out and then signed in: a new branch, a change to the Terms saved on
 * main (which GitHub refuses, so the editor asks for a branch), the saved change on its branch, the
 * branch picker, the pull request button, then each screen the guide shows. Starts on /keystatic.
 */
export const EDITOR_SHOTS: EditorShot[] = [
  {
    file: 'editor-sign-in.png',
    take: (page) => page.getByRole('button', { name: 'Log in with GitHub' }).waitFor(),
    clip: { x: 300, y: 260, width: 500, height: 160 },
  },
  {
    file: 'editor-new-branch.png',
    take: async (page) => {
      await page.goto('/keystatic/branch/main');
      await dashboard(page);
      await page.getByRole('button', { name: 'New branch…' }).click();
      await nameBranch(page);
    },
  },
  {
    file: 'editor-save-branch.png',
    take: async (page) => {
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page.goto(`/keystatic/branch/main/collection/pages/item/${WALKTHROUGH_EDIT.page}`);
      await typeOver(page, WALKTHROUGH_EDIT.sentence, WALKTHROUGH_EDIT.replacement);
      await page.getByRole('button', { name: 'Save' }).click();
      await nameBranch(page);
    },
  },
  {
    file: 'editor-saved.png',
    take: async (page) => {
      await page.getByRole('button', { name: 'Create branch and save' }).click();
      await page.waitForURL(/\/branch\/content%2F/);
      await page.getByText('Unsaved', { exact: true }).waitFor({ state: 'hidden' });
      // The branch's count of changed pages, once the editor has read the branch back.
      await page.getByRole('link', { name: /^Pages/ }).getByText('1', { exact: true }).waitFor();
      // The saved page opens at its top; the picture shows the changed sentence.
      const changed = page.locator('[contenteditable="true"] p', { hasText: WALKTHROUGH_EDIT.replacement });
      await changed.evaluate((paragraph) => {
        let box = paragraph.parentElement;
        while (box && !/auto|scroll/.test(getComputedStyle(box).overflowY)) box = box.parentElement;
        box?.scrollBy(0, paragraph.getBoundingClientRect().top - box.getBoundingClientRect().top - box.clientHeight / 3);
      });
      await settle(page);
    },
  },
  {
    file: 'editor-branch-picker.png',
    take: async (page) => {
      await page.getByRole('combobox', { name: 'Current branch' }).click();
      await page.getByRole('option', { name: /^main/ }).waitFor();
      await settle(page);
    },
  },
  {
    file: 'editor-pull-request.png',
    take: async (page) => {
      await page.keyboard.press('Escape');
      await page.getByRole('link', { name: 'Dashboard' }).click();
      await dashboard(page);
      await page.getByText('Create pull request', { exact: true }).waitFor();
      // The branch menu nudged the window's frame a few pixels; the picture shows it from its top.
      await page.evaluate(() => document.querySelectorAll('*').forEach((element) => element.scrollTo(0, 0)));
    },
  },
  ...SCREENS.map(({ file, path, prepare }) => ({
    file,
    take: async (page: Page) => {
      await page.goto(onBranch(path));
      await page.getByRole('link', { name: 'Dashboard' }).waitFor();
      await prepare?.(page);
    },
  })),
];
