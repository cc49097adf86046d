// The pricing headline that cycles through the included features (SPEC §2, §9). The rotation is
// CSS (RotatingHeadline.css), so it runs from the first paint with no framework code loaded, and
// pauses while the headline is hovered or focused; the island hydrates only when the visitor
// touches it, for its button that stops the rotation for good (WCAG 2.2.2). Screen readers get the
// full list once, as hidden text, and never hear the rotation (DECISIONS 22).
import { useState } from 'react';
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
  const [stopped, setStopped] = useState(false);
  return (
    <p className={stopped ? 'rotating-headline stopped' : 'rotating-headline'}>
      <span className="visually-hidden">
        {lead} {phrases.join(', ')}
      </span>
      <span aria-hidden="true">
        {lead}{' '}
        <span className="phrases">
          <span className="track">
            {phrases.map((phrase) => (
              <span key={phrase} className="phrase">
                {phrase}
              </span>
            ))}
          </span>
        </span>
      </span>
      <button type="button" className="toggle" aria-pressed={stopped} onClick={() => setStopped((s) => !s)}>
        {stopped ? words.play : words.pause}
      </button>
    </p>
  );
}
