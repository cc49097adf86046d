// Video embedding and play tracking (DECISIONS 9, 24). Each provider is embedded from its
// privacy-preserving host (YouTube's nocookie host, Vimeo with dnt=1), so nothing is set in the
// visitor's browser until they press play. Which video is which lives in content/data/videos.yaml.
import { queryFields, productFromPath } from './pageView.ts';

/** The video hosts an editor may choose, with the shape of their ids and how they embed. */
export const VIDEO_PROVIDERS = {
  youtube: {
    origin: 'https://www.youtube-nocookie.com',
    path: '/embed/',
    params: 'autoplay=1&mute=1&rel=0&playsinline=1',
    id: /^[\w-]{11}$/,
    idHelp: 'a YouTube id is the 11 letters, digits, - or _ after watch?v= in the video address, e.g. dQw4w9WgXcQ',
  },
  vimeo: {
    origin: 'https://player.vimeo.com',
    path: '/video/',
    params: 'autoplay=1&muted=1&dnt=1&playsinline=1',
    id: /^\d{6,12}$/,
    idHelp: 'a Vimeo id is the digits at the end of the video address, e.g. 76979871',
  },
} as const;

/** A video host an editor may choose. */
export type VideoProvider = keyof typeof VIDEO_PROVIDERS;

/** The provider names, for the data schema. */
export const VIDEO_PROVIDER_NAMES = Object.keys(VIDEO_PROVIDERS) as [VideoProvider, ...VideoProvider[]];

/** The path of the play-tracking call, relative to the API base. */
export const VIDEO_TRACKING_PATH = 'webpage/video';

/** The public link of a video, the one the tracking record names. */
export function videoLink(provider: VideoProvider, id: string): string {
  const { origin, path } = VIDEO_PROVIDERS[provider];
  return `${origin}${path}${encodeURIComponent(id)}`;
}

/** The player URL: it starts playing, muted, the moment it loads. */
export function embedUrl(provider: VideoProvider, id: string): string {
  return `${videoLink(provider, id)}?${VIDEO_PROVIDERS[provider].params}`;
}

/** The tracking record: path, encoded video link, every query parameter, and the product. */
export function videoTrackingRecord(pathname: string, search: string, link: string): Record<string, string> {
  const record: Record<string, string> = { ...queryFields(search), url: pathname, video: encodeURIComponent(link) };
  const product = productFromPath(pathname);
  if (product) record['product'] = product;
  else delete record['product'];
  return record;
}
