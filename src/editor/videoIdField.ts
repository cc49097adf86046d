// The video id field of the browser editor: an editor may paste the video's address from YouTube or
// Vimeo, and the id in it is what is saved. Anything that is neither an id of a provider nor such
// an address is refused with the providers' own help. Whether the id fits the chosen provider is a
// rule across two fields, which the content check holds.
import { fields } from '@keystatic/core';
import { withParts } from './borrowed.ts';
import { VIDEO_PROVIDERS } from '../lib/video.ts';
import { VIDEO_ID_OR_ADDRESS, videoIdFromAddress } from '../lib/videoAddress.ts';

const HELP = `Paste the video’s address, or its id: ${Object.values(VIDEO_PROVIDERS)
  .map((provider) => provider.idHelp)
  .join('; ')}`;

/** The Video id field, described by `description`: saves the id of a pasted address. */
export function videoIdField(label: string, description: string) {
  const text = fields.text({ label, description, validation: { isRequired: true, pattern: { regex: VIDEO_ID_OR_ADDRESS, message: HELP } } });
  return withParts(text, { serialize: (value: string) => text.serialize(videoIdFromAddress(value)) });
}
