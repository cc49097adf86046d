// Video embedding and play tracking (DECISIONS 9, 24). Videos come from YouTube's
// privacy-enhanced host, so nothing is set in the visitor's browser until they press play.
import { queryFields, productFromPath } from './pageView';

/** The path of the play-tracking call, relative to the API base. */
export const VIDEO_TRACKING_PATH = 'webpage/video';

/** The public link of a video, the one the tracking record names. */
export function videoLink(origin: string, id: string): string {
  return `${origin}/embed/${encodeURIComponent(id)}`;
}

/** The player URL: it starts playing, muted, the moment it loads. */
export function embedUrl(origin: string, id: string): string {
  return `${videoLink(origin, id)}?autoplay=1&mute=1&rel=0&playsinline=1`;
}

/** The tracking record: path, encoded video link, every query parameter, and the product. */
export function videoTrackingRecord(pathname: string, search: string, link: string): Record<string, string> {
  const record: Record<string, string> = { ...queryFields(search), url: pathname, video: encodeURIComponent(link) };
  const product = productFromPath(pathname);
  if (product) record['product'] = product;
  else delete record['product'];
  return record;
}
