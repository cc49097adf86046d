// The icons content may name (a capability's `icon` in content/data/capabilities.yaml), from the
// Lucide set. The names live here, apart from the components, so the content schemas can check
// them without loading Astro; src/components/Icon.astro maps each to its Lucide component.

export const ICON_NAMES = [
  'shield-check',
  'smartphone',
  'banknote',
  'layout-dashboard',
  'heart-pulse',
  'users',
  'building',
  'badge-dollar-sign',
  'circle-check',
  'handshake',
] as const;

export type IconName = (typeof ICON_NAMES)[number];
