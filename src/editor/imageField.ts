// The picture fields of the browser editor: a picker of the images already in the project's folder
// for them, and an upload that copies a new one into that folder. The file keeps its own name, and
// the data file names it relative to itself, as the site and the content check read it.
import { fields } from '@keystatic/core';

/** Where the pictures of each kind live, from the project's root and from their data file. */
const FOLDERS = {
  cardImage: { directory: 'content/images/cards', publicPath: '../images/cards/' },
  poster: { directory: 'content/images/posters', publicPath: '../images/posters/' },
} as const;

/** A picture field for the folder of `kind`, with `label` and `description`. */
export function imageField(kind: keyof typeof FOLDERS, label: string, description: string) {
  const image = fields.image({ label, description, ...FOLDERS[kind], validation: { isRequired: true } });
  return {
    ...image,
    // Keystatic names a picture of a data file after the field's place in the list
    // (resources/3/image.svg), so every save would rename every picture: keep the file's own name.
    serialize: (value: Parameters<typeof image.serialize>[0], args: Parameters<typeof image.serialize>[1]) =>
      image.serialize(value, { ...args, suggestedFilenamePrefix: undefined }),
  };
}
