// Resource cards that pages list by id with <ResourceCards ids="…"> (content/data/resources.yaml).
import { z } from 'astro/zod';
import { withId } from './fields.ts';

/**
 * One resource card, as the site reads it. `image` makes the card's picture field: Astro's image()
 * for the site, which processes the file, or a plain path for the editor and the content check.
 */
export const resources = <Image extends z.ZodType>(image: () => Image) =>
  z.object({
    title: z.string().min(3).describe('The card\'s title, also its link text. Example: ICHRA Learning Center'),
    image: image().meta({
      description: 'The card\'s picture, shown here. Choose one of the card pictures already in the project, or upload a new picture file from your computer: the editor copies it in under its own name. The picture it replaces stays in the project.',
      // The browser editor's picker of the pictures in content/images/cards (src/editor/pictureField.tsx).
      editorField: 'cardImage',
    }),
    link: z
      .union(
        [
          z.object({ page: z.string().startsWith('/').describe('A page of this site, starting with /. Example: /product/ichra/large-business') }).strict(),
          z
            .object({
              learningCenter: z
                .string()
                .regex(/^[a-z0-9-]+\/$/, 'learningCenter paths end with /')
                .describe('A page of the Learning Center on the main site, ending with /; it opens in a new tab. Example: ichra-learning-center/'),
            })
            .strict(),
          z.object({ app: z.string().startsWith('/').describe('A page of the Salusion application, starting with /. Example: /calculator/cost-of-insurance') }).strict(),
        ],
        { error: 'link must be one of { page: /path }, { learningCenter: slug/ } or { app: /path }' },
      )
      .describe('Where the card goes: fill in exactly one of Page, Learning center or App.'),
  });

/** The file's list, with each card's picture as the path the file gives. */
export const resourceList = z
  .array(withId(resources(() => z.string()), 'The name a page\'s ResourceCards block lists this card by. Example: ichra-rules'))
  .describe('The resource cards pages can show, each found by its id.');
