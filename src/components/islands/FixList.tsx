// What a tool shows in place of its result while an input is refused: a list of what to fix, each
// a link to its field with the field's message, so no result is ever shown beside an error. Tools
// render it in their result's place (with the result's class, so it sits where the result was).
// A link moves focus to its field without adding the field's id to the address, which the tool's
// Copy link shares.
import type { MouseEvent } from 'react';
import './FixList.css';

/** One refused input: the field's id, its name and why it is refused. */
export interface FixItem {
  id: string;
  label: string;
  message: string;
}

interface Props {
  /** The line above the list. Example: Fix what is marked above to see the result: */
  heading: string;
  items: FixItem[];
}

/** Focuses the field a link names, scrolling it into view, instead of following the link. */
function focusField(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const field = document.getElementById(id);
  if (!field) return;
  event.preventDefault();
  field.focus();
}

/** The heading and a link to each field to fix. */
export default function FixList({ heading, items }: Props) {
  return (
    <div className="result fix-list">
      <p className="fix-heading">{heading}</p>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            <a href={`#${item.id}`} onClick={(event) => focusField(event, item.id)}>
              {item.label}
            </a>
            : {item.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
