import { useCallback, useRef, useState, type PointerEvent } from "react";
import { swipeStep } from "../../lib/swipe";

/** Movement (px) before a drag counts as horizontal or vertical. */
const LOCK_DISTANCE = 8;

type Drag = { pointerId: number; x: number; y: number; width: number; axis: "x" | "y" | null };

/**
 * Swiping a carousel with a finger, pen or mouse: the slide follows the drag and turns when it
 * was long enough. A mostly vertical drag is left to the browser (the visitor scrolls the page);
 * the element needs `touch-action: pan-y` for that.
 */
export function useSwipe({
  onNext,
  onPrevious,
  enabled,
}: {
  onNext: () => void;
  onPrevious: () => void;
  enabled: boolean;
}) {
  const drag = useRef<Drag | null>(null);
  const [offset, setOffset] = useState(0);
  const [dragging, setDragging] = useState(false);

  const end = useCallback(() => {
    drag.current = null;
    setOffset(0);
    setDragging(false);
  }, []);

  const onPointerDown = useCallback(
    (event: PointerEvent<HTMLElement>) => {
      if (!enabled || !event.isPrimary || (event.pointerType === "mouse" && event.button !== 0)) return;
      const width = event.currentTarget.getBoundingClientRect().width;
      drag.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY, width, axis: null };
    },
    [enabled],
  );

  const onPointerMove = useCallback((event: PointerEvent<HTMLElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const dx = event.clientX - current.x;
    const dy = event.clientY - current.y;
    if (current.axis === null && Math.max(Math.abs(dx), Math.abs(dy)) >= LOCK_DISTANCE) {
      current.axis = Math.abs(dx) > Math.abs(dy) ? "x" : "y";
      if (current.axis === "x") {
        event.currentTarget.setPointerCapture(event.pointerId);
        setDragging(true);
      }
    }
    if (current.axis === "x") setOffset(dx);
  }, []);

  const onPointerUp = useCallback(
    (event: PointerEvent<HTMLElement>) => {
      const current = drag.current;
      if (!current || current.pointerId !== event.pointerId) return;
      const step =
        current.axis === "x" ? swipeStep(event.clientX - current.x, event.clientY - current.y, current.width) : 0;
      end();
      if (step === 1) onNext();
      if (step === -1) onPrevious();
    },
    [end, onNext, onPrevious],
  );

  return {
    /** Pixels the slides follow the finger by, while dragging. */
    offset,
    dragging,
    handlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp,
      onPointerCancel: end,
      // A dragged photo would start the browser's own image drag and cancel the swipe.
      onDragStart: (event: { preventDefault: () => void }) => event.preventDefault(),
    },
  };
}
