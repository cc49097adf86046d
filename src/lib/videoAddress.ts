// Video addresses an editor may paste where a video id is asked for: the browser editor saves the
// id in them. Kept apart from ./video.ts, which the site's video player bundles.
import { VIDEO_PROVIDERS } from './video.ts';

/** Video addresses an editor may paste instead of an id, each with the id in its first group. */
const VIDEO_ADDRESSES = [
  /^https?:\/\/(?:www\.|m\.)?youtube\.com\/watch\?(?:[^#]*&)?v=([\w-]{11})(?:[&#].*)?$/,
  /^https?:\/\/(?:www\.)?(?:youtu\.be|youtube(?:-nocookie)?\.com\/(?:embed|shorts|live))\/([\w-]{11})(?:[?&#].*)?$/,
  /^https?:\/\/(?:www\.|player\.)?vimeo\.com\/(?:video\/|channels\/[\w-]+\/)?(\d{6,12})(?:[/?#].*)?$/,
];

/** The id in a pasted YouTube or Vimeo address, or `text` itself (trimmed) when it is no such address. */
export function videoIdFromAddress(text: string): string {
  const trimmed = text.trim();
  for (const address of VIDEO_ADDRESSES) {
    const id = address.exec(trimmed)?.[1];
    if (id) return id;
  }
  return trimmed;
}

/** A provider's id, or an address that holds one: what an editor may write as a video id. */
export const VIDEO_ID_OR_ADDRESS = new RegExp(
  `^(?:${[...Object.values(VIDEO_PROVIDERS).map((provider) => provider.id), ...VIDEO_ADDRESSES].map((regex) => regex.source.replace(/^\^|\$$/g, '')).join('|')})$`,
);
