// The island of content/Video.astro, named after it so the pair is obvious: a video that shows only
// its poster until the visitor presses play (DECISIONS 24): no request reaches the video host
// before that click. The click swaps in the player, playing muted, and
// sends the play-tracking call (DECISIONS 9), whose failure the visitor never sees.
import { useState } from 'react';
import type { UiWords } from '~/schemas';
import { apiPost } from '~/lib/api';
import { color } from '~/lib/design';
import { VIDEO_TRACKING_PATH, videoTrackingRecord } from '~/lib/video';
import './Video.css';

interface Props {
  /** The video's title: the player's accessible name and part of the play button's. */
  title: string;
  /** The play button's words before the title. */
  words: UiWords['video'];
  /** The player URL, with autoplay and mute on. */
  embed: string;
  /** The video's public link, as the tracking record names it. */
  link: string;
  /** The poster image, already processed by astro:assets. */
  poster: { src: string; width: number; height: number };
}

/** The poster with its play button, swapped for the player on click. */
export default function Video({ title, words, embed, link, poster }: Props) {
  const [playing, setPlaying] = useState(false);

  function play() {
    setPlaying(true);
    apiPost(VIDEO_TRACKING_PATH, videoTrackingRecord(location.pathname, location.search, link), { keepalive: true }).catch(() => {
      // Tracking must never disturb the video.
    });
  }

  return (
    <div className="video-poster">
      {playing ? (
        <iframe src={embed} title={title} allow="autoplay; encrypted-media; picture-in-picture; fullscreen" />
      ) : (
        <button type="button" onClick={play} aria-label={`${words.play} ${title}`}>
          {/* A page has at most one video, near its top: its poster is often the largest paint. */}
          <img src={poster.src} width={poster.width} height={poster.height} alt="" fetchPriority="high" />
          <svg className="play" width="72" height="72" viewBox="0 0 72 72" aria-hidden="true" focusable="false">
            <circle cx="36" cy="36" r="36" fill="currentColor" />
            <path d="M29 22l22 14-22 14z" fill={color.onBrand} />
          </svg>
        </button>
      )}
    </div>
  );
}
