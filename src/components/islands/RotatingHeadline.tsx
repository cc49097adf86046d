// The pricing headline that cycles through the included features every duration.rotate with a
// duration.fade fade (SPEC §2, §9). Screen readers get the full list once, as hidden text, and never hear the
// rotation (DECISIONS 22). It pauses while hovered or focused, and its button stops it for good
// (WCAG 2.2.2). Under prefers-reduced-motion it still changes, but without the fade.
import { useEffect, useState } from 'react';
import { duration } from '~/lib/design';
import type { UiWords } from '~/schemas';
import './RotatingHeadline.css';

interface Props {
  /** Words before the rotating phrase. */
  lead: string;
  /** The phrases it cycles through, at least one. */
  phrases: string[];
  /** The pause and play button's words. */
  words: UiWords['headline'];
}

/** The headline with its rotating phrase and its pause button. */
export default function RotatingHeadline({ lead, phrases, words }: Props) {
  const [index, setIndex] = useState(0);
  const [fading, setFading] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [stopped, setStopped] = useState(false);
  const paused = hovered || stopped;

  useEffect(() => {
    if (paused || phrases.length < 2) return undefined;
    let fade: ReturnType<typeof setTimeout> | undefined;
    const timer = setInterval(() => {
      setFading(true);
      fade = setTimeout(() => {
        setIndex((i) => (i + 1) % phrases.length);
        setFading(false);
      }, duration.fade);
    }, duration.rotate);
    return () => {
      clearInterval(timer);
      clearTimeout(fade);
      setFading(false);
    };
  }, [paused, phrases.length]);

  return (
    <p
      className="rotating-headline"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
    >
      <span className="visually-hidden">
        {lead} {phrases.join(', ')}
      </span>
      <span aria-hidden="true">
        {lead} <span className={fading ? 'phrase fading' : 'phrase'}>{phrases[index]}</span>
      </span>
      <button type="button" className="toggle" aria-pressed={stopped} onClick={() => setStopped((s) => !s)}>
        {stopped ? words.play : words.pause}
      </button>
    </p>
  );
}
