// The build-time constants the editor reads: Vite writes them into the editor's code only.
interface ImportMetaEnv {
  /** 'github' in the deployed editor (astro.editor.config.mjs defines it); unset in every other build, dev server and test. */
  readonly SALUSION_EDITOR_STORAGE?: 'github';
  /**
   * Each page's figures for the room-left line, measured from the site's build
   * (src/integrations/pageRoomFigures.ts): in the deployed editor only; unset in `npm run edit` and tests.
   */
  readonly SALUSION_PAGE_ROOM?: import('./pageRoom.ts').RoomFigures;
}

