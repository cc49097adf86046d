// The one build-time constant the editor reads: Vite writes it into the editor's own build only.
interface ImportMetaEnv {
  /** 'github' in the deployed editor (astro.editor.config.mjs defines it); unset in every other build, dev server and test. */
  readonly SALUSION_EDITOR_STORAGE?: 'github';
}
