import {
  closestCenter, KeyboardSensor, MouseSensor, pointerWithin, TouchSensor, useSensor, useSensors, type Announcements,
  type CollisionDetection, type DndContextProps,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
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
export function dragAccessibility(nameOf: (id: string | number, data: unknown) => string): DndContextProps['accessibility'] {
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('dnd.picked_up', { item: nameOf(active.id, active.data.current) }),
    onDragOver: ({ active, over }) => (over
      ? t('dnd.over', { item: nameOf(active.id, active.data.current), target: nameOf(over.id, over.data.current) })
      : undefined),
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
  const listHits = pointerWithin(args).filter((collision) => isListTarget(collision.data?.droppableContainer?.data.current));
  if (listHits.length > 0) return listHits;
  return closestCenter({ ...args, droppableContainers: args.droppableContainers.filter((container) => !isListTarget(container.data.current)) });
};
