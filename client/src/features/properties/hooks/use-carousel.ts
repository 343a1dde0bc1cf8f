import { useCallback, useState, type KeyboardEvent } from "react";

/** Slide index of an image carousel that wraps around; ArrowLeft/ArrowRight (and Home/End) while it has focus. */
export function useCarousel(count: number) {
  const [rawIndex, setIndex] = useState(0);
  const index = count > 0 ? Math.min(rawIndex, count - 1) : 0;

  const goTo = useCallback((next: number) => setIndex(count > 0 ? ((next % count) + count) % count : 0), [count]);
  const next = useCallback(() => goTo(index + 1), [goTo, index]);
  const previous = useCallback(() => goTo(index - 1), [goTo, index]);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      const actions: Record<string, () => void> = {
        ArrowRight: next,
        ArrowLeft: previous,
        Home: () => goTo(0),
        End: () => goTo(count - 1),
      };
      const action = actions[event.key];
      if (!action || count < 2) return;
      event.preventDefault();
      action();
    },
    [count, goTo, next, previous],
  );

  return { index, count, goTo, next, previous, onKeyDown };
}
