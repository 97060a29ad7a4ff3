import { useCallback, useEffect, useRef } from 'react';
import {
  closestCenter,
  KeyboardSensor,
  MouseSensor,
  pointerWithin,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DndContextProps,
  type DragStartEvent,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { getEventCoordinates } from '@dnd-kit/utilities';
import { t } from '@wl/contracts';

/** Spec 01 §9: a press held 200 ms starts a drag; moving more than 24 px before that cancels it (the page scrolls). */
const pressToDrag = { delay: 200, tolerance: 24 };

/** Mouse and touch start a drag after a press; the keyboard (space or Enter on the handle) at once. */
export function useDragSensors() {
  return useSensors(
    useSensor(MouseSensor, { activationConstraint: pressToDrag }),
    useSensor(TouchSensor, { activationConstraint: pressToDrag }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
}

/** Dutch screen-reader texts; `nameOf` gives the name of a dragged item or of what it is over. */
export function dragAccessibility(
  nameOf: (id: string | number, data: unknown) => string,
): DndContextProps['accessibility'] {
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('dnd.picked_up', { item: nameOf(active.id, active.data.current) }),
    onDragOver: ({ active, over }) =>
      over
        ? t('dnd.over', { item: nameOf(active.id, active.data.current), target: nameOf(over.id, over.data.current) })
        : undefined,
    onDragEnd: ({ active }) => t('dnd.dropped', { item: nameOf(active.id, active.data.current) }),
    onDragCancel: () => t('dnd.cancelled'),
  };
  return { announcements, screenReaderInstructions: { draggable: t('dnd.instructions') } };
}

/** What a sortable handle announces itself as. */
export const sortableAttributes = () => ({ roleDescription: t('dnd.role') });

/**
 * Drop targets marked `{ kind: 'list' }` count when the pointer is inside them; otherwise the closest sortable item
 * (the keyboard only reorders).
 */
export const preferListTargets: CollisionDetection = (args) => {
  const isListTarget = (data: unknown) => (data as { kind?: string } | undefined)?.kind === 'list';
  const listHits = pointerWithin(args).filter((collision) =>
    isListTarget(collision.data?.droppableContainer?.data.current),
  );
  if (listHits.length > 0) return listHits;
  return closestCenter({
    ...args,
    droppableContainers: args.droppableContainers.filter((container) => !isListTarget(container.data.current)),
  });
};

/** Spec 01 §9: while a pointer drags, the page scrolls from 40 px before the viewport's top or bottom edge, at 0.42 px/ms. */
export const edgeScroll = { distance: 40, pxPerMs: 0.42 } as const;

/**
 * The spec's edge scrolling for pointer drags, in place of dnd-kit's own (which speeds up and measures its edge as a
 * share of the scroll container): pass `start` to onDragStart and `stop` to onDragEnd and onDragCancel, and set
 * `autoScroll={false}`. Keyboard drags scroll the moved item into view by themselves.
 */
export function useEdgeScroll() {
  const stopRunning = useRef<(() => void) | null>(null);
  const stop = useCallback(() => {
    stopRunning.current?.();
    stopRunning.current = null;
  }, []);
  useEffect(() => stop, [stop]);

  const start = useCallback(
    ({ activatorEvent }: DragStartEvent) => {
      stop();
      const pressedAt = getEventCoordinates(activatorEvent);
      if (!pressedAt) return;
      let pointerY = pressedAt.y;
      let last = performance.now();
      // Browsers scroll by whole pixels: the fractions are kept for the next frame, so the speed holds at any frame rate.
      let owed = 0;
      const follow = (event: MouseEvent | TouchEvent) => {
        pointerY = getEventCoordinates(event)?.y ?? pointerY;
      };
      const tick = (now: number) => {
        const direction =
          pointerY < edgeScroll.distance ? -1 : pointerY > window.innerHeight - edgeScroll.distance ? 1 : 0;
        owed = direction === 0 ? 0 : owed + direction * edgeScroll.pxPerMs * (now - last);
        const whole = Math.trunc(owed);
        if (whole !== 0) window.scrollBy(0, whole);
        owed -= whole;
        last = now;
        frame = requestAnimationFrame(tick);
      };
      let frame = requestAnimationFrame(tick);
      window.addEventListener('mousemove', follow, { passive: true });
      window.addEventListener('touchmove', follow, { passive: true });
      stopRunning.current = () => {
        cancelAnimationFrame(frame);
        window.removeEventListener('mousemove', follow);
        window.removeEventListener('touchmove', follow);
      };
    },
    [stop],
  );

  return { start, stop };
}
