// The island of content/Section.astro, named after it so the pair is obvious: one accordion item.
// It is a native <details>/<summary> disclosure, so it opens and closes before hydration and
// without JavaScript (DECISIONS 21); once hydrated it animates the body's height over
// duration.collapse (SPEC §9) with the Web Animations API, which the CSP allows, and skips the
// animation under prefers-reduced-motion. Each item is its own island, so items open independently.
import { useRef, type MouseEvent, type ReactNode } from 'react';
import { duration } from '~/lib/design';
import './Section.css';

/** One accordion item around the section's MDX body. */
export default function Section({ title, children }: { title: string; children?: ReactNode }) {
  const details = useRef<HTMLDetailsElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const running = useRef<Animation | null>(null);

  function toggle(event: MouseEvent) {
    const el = details.current;
    const content = body.current;
    if (!el || !content || matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    event.preventDefault();
    running.current?.cancel();
    const opening = !el.open;
    if (opening) el.open = true;
    const full = `${content.scrollHeight}px`;
    const animation = content.animate(
      { height: opening ? ['0px', full] : [full, '0px'], overflow: ['hidden', 'hidden'] },
      { duration: duration.collapse, easing: 'ease' },
    );
    running.current = animation;
    animation.onfinish = () => {
      if (!opening) el.open = false;
      running.current = null;
    };
  }

  return (
    <details ref={details} className="accordion-item">
      <summary onClick={toggle}>{title}</summary>
      <div ref={body} className="accordion-body">
        {children}
      </div>
    </details>
  );
}
