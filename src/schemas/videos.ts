// Every video the site plays (content/data/videos.yaml); pages place one with <Video name="…" />.
import { z } from 'astro/zod';
import { VIDEO_PROVIDERS, VIDEO_PROVIDER_NAMES, type VideoProvider } from '../lib/video.ts';
import { withId } from './fields.ts';

/**
 * One video's fields. `image` makes the poster's field: Astro's image() for the site, which processes
 * the file, or a plain path for the editor and the content check.
 */
const video = <Image extends z.ZodType>(image: () => Image) =>
  z.object({
    provider: z
      .enum(VIDEO_PROVIDER_NAMES, { error: `provider must be one of ${VIDEO_PROVIDER_NAMES.join(', ')}` })
      .describe('Where the video is hosted: youtube or vimeo.'),
    videoId: z.string().meta({
      description:
        'The video\'s id at its host, or its address pasted whole, from which the editor keeps the id. On YouTube, the 11 characters after watch?v= in its address, e.g. dQw4w9WgXcQ; on Vimeo, the digits at the end of its address, e.g. 76979871.',
      // The browser editor's field that turns a pasted address into the id (src/editor/videoIdField.ts).
      editorField: 'videoId',
    }),
    title: z.string().min(3).describe('The video\'s title, which screen readers announce on its play button. Example: ICHRA overview'),
    poster: image().meta({
      description: 'The picture shown before the video plays, 16:9. Choose one of the posters already in the project, or upload a new picture file from your computer: the editor copies it in under its own name. The picture it replaces stays in the project.',
      // The browser editor's picker of the pictures in content/images/posters (src/editor/pictureField.tsx).
      editorField: 'poster',
    }),
    placeholder: z
      .literal(true)
      .optional()
      .describe('Ticked while Video id is a stand-in, not the real video; the launch check lists it. Untick it once the real id is in.'),
    length: z
      .object({
        minutes: z.number().int().nonnegative().optional().describe('Whole minutes. Example: 12'),
        seconds: z.number().int().min(0).max(59).optional().describe('Seconds after the minutes, 0 to 59. Example: 8'),
        placeholder: z
          .literal(true)
          .optional()
          .describe('Ticked while the time is a stand-in, not the real video\'s; the launch check lists it. Untick it once the real time is in.'),
      })
      .refine((l) => (l.minutes === undefined) === (l.seconds === undefined), 'write both length.minutes and length.seconds, or neither')
      .optional()
      .describe('The running time, which a page\'s VideoLength block prints. Fill in both minutes and seconds, or leave both empty while it is unknown.'),
  });

/** A video id must have the shape its provider gives ids. */
const idFitsProvider = (entry: { provider: VideoProvider; videoId: string }, ctx: z.RefinementCtx) => {
  const provider = VIDEO_PROVIDERS[entry.provider];
  if (!provider.id.test(entry.videoId)) ctx.addIssue({ code: 'custom', path: ['videoId'], message: provider.idHelp });
};

/** One video, as the site reads it, with its poster's field made by `image`. */
export const videos = <Image extends z.ZodType>(image: () => Image) => video(image).superRefine(idFitsProvider);

/** The file's list, with each poster as the path the file gives. */
export const videoList = z
  .array(withId(video(() => z.string()), 'The name a page\'s Video block shows this video by. Example: ichra').superRefine(idFitsProvider))
  .describe('Every video the site plays, each found by its id.');
