// Global Privacy Control: a browser that sends it asks not to be tracked, so the site then sends no
// tracking call of any kind (page views, the scheduled-call view, video plays). Every caller asks here.

/** Whether the visitor's browser allows tracking calls; false when Global Privacy Control is on. */
export function mayTrack(nav: Navigator = navigator): boolean {
  return (nav as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl !== true;
}
