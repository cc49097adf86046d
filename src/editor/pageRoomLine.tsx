// The line above a page's text that says how much room its words have left in the first round
// trip, so an editor sees before saving whether the page still loads in one (pageRoom.ts has the
// rules). It shows only for a page the editor's build measured (src/integrations/pageRoomFigures.ts):
// no line beats a made-up one. The text is compressed again once typing pauses, off the typing's
// path, as CompressionStream works asynchronously.
import { useEffect, useState } from 'react';
import { Notice, PAGE_SCREEN, Text } from './borrowed.ts';
import { pagePath } from '../lib/pagePaths.ts';
import { gzipBytes, roomLeft, roomSentence, type PageFigure, type RoomFigures } from './pageRoom.ts';

/** What the build measured; undefined where nothing was (tests). */
const FIGURES = import.meta.env.SALUSION_PAGE_ROOM;

/** How long typing pauses before the text is measured again. */
const TYPING_PAUSE_MS = 400;

/** The page the open screen edits, by its path ("/pricing"); undefined on any other screen. */
function screenPage(): string | undefined {
  const id = PAGE_SCREEN.exec(location.pathname)?.[1];
  return id === undefined ? undefined : pagePath(decodeURIComponent(id));
}

function MeasuredRoom({ figures, page, value, textOf }: { figures: RoomFigures; page: PageFigure; value: unknown; textOf: (value: unknown) => Uint8Array }) {
  const [textBytes, setTextBytes] = useState<number>();
  useEffect(() => {
    let stale = false;
    const timer = setTimeout(
      async () => {
        const bytes = await gzipBytes(textOf(value));
        if (!stale) setTextBytes(bytes);
      },
      textBytes === undefined ? 0 : TYPING_PAUSE_MS,
    );
    return () => {
      stale = true;
      clearTimeout(timer);
    };
  }, [value]);
  if (textBytes === undefined) return null;
  return (
    <Notice tone="neutral" marginBottom="large">
      <Text elementType="p">{roomSentence(roomLeft(page, figures.windowBytes, textBytes), figures.secondTripMs)}</Text>
    </Notice>
  );
}

/** The room line of the page being edited, from its document `value` and how its field writes it out (`textOf`). */
export function PageRoomLine(props: { value: unknown; textOf: (value: unknown) => Uint8Array }) {
  const path = screenPage();
  const page = path === undefined ? undefined : FIGURES?.pages[path];
  return FIGURES && page ? <MeasuredRoom figures={FIGURES} page={page} {...props} /> : null;
}
