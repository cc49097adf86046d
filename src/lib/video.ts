// Video embedding. Each provider is embedded from its privacy-preserving host (YouTube's nocookie
// host, Vimeo with dnt=1), so nothing is set in the visitor's browser until they press play; the
// poster links to the video's page on the provider's own site, which works with no script. Which
// video is which lives in content/data/videos.yaml.

/** The video hosts an editor may choose, with the shape of their ids and how they embed. */
export const VIDEO_PROVIDERS = {
  youtube: {
    origin: 'https://www.youtube-nocookie.com',
    path: '/embed/',
    watch: 'https://www.youtube.com/watch?v=',
    params: 'autoplay=1&mute=1&rel=0&playsinline=1',
    id: /^[\w-]{11}$/,
    idHelp: 'a YouTube id is the 11 letters, digits, - or _ after watch?v= in the video address, e.g. dQw4w9WgXcQ',
  },
  vimeo: {
    origin: 'https://player.vimeo.com',
    path: '/video/',
    watch: 'https://vimeo.com/',
    params: 'autoplay=1&muted=1&dnt=1&playsinline=1',
    id: /^\d{6,12}$/,
    idHelp: 'a Vimeo id is the digits at the end of the video address, e.g. 76979871',
  },
} as const;

/** A video host an editor may choose. */
export type VideoProvider = keyof typeof VIDEO_PROVIDERS;

/** The provider names, for the data schema. */
export const VIDEO_PROVIDER_NAMES = Object.keys(VIDEO_PROVIDERS) as [VideoProvider, ...VideoProvider[]];

/** The public link of a video, the one the tracking record names. */
export function videoLink(provider: VideoProvider, id: string): string {
  const { origin, path } = VIDEO_PROVIDERS[provider];
  return `${origin}${path}${encodeURIComponent(id)}`;
}

/** The player URL: it starts playing, muted, the moment it loads. */
export function embedUrl(provider: VideoProvider, id: string): string {
  return `${videoLink(provider, id)}?${VIDEO_PROVIDERS[provider].params}`;
}

/** The video's page on the provider's own site, where the poster leads without a script. */
export function watchUrl(provider: VideoProvider, id: string): string {
  return `${VIDEO_PROVIDERS[provider].watch}${encodeURIComponent(id)}`;
}
