import type { KeyboardCoordinateGetter } from '@dnd-kit/core';

const NEXT = ['ArrowDown', 'ArrowRight'];
const PREVIOUS = ['ArrowUp', 'ArrowLeft'];

/**
 * Keyboard drag between groups: an arrow key jumps the player to the next (↓ →) or previous (↑ ←) drop zone in
 * reading order (the available list, then the groups), instead of moving a few pixels at a time.
 */
export const groupsKeyboardCoordinates: KeyboardCoordinateGetter = (
  event,
  { context, currentCoordinates },
) => {
  const forward = NEXT.includes(event.code);
  if (!forward && !PREVIOUS.includes(event.code)) return undefined;
  event.preventDefault();
  const { droppableContainers, droppableRects, over, active } = context;
  const zones = droppableContainers
    .getEnabled()
    .flatMap((entry) => {
      const rect = droppableRects.get(entry.id);
      return rect ? [{ id: entry.id, rect }] : [];
    })
    .sort((a, b) => a.rect.top - b.rect.top || a.rect.left - b.rect.left);
  if (zones.length === 0) return currentCoordinates;
  const from = over?.id ?? (active?.data.current as { fromZone?: string } | undefined)?.fromZone;
  const index = zones.findIndex((z) => z.id === from);
  const nextIndex =
    index === -1
      ? forward
        ? 0
        : zones.length - 1
      : Math.min(zones.length - 1, Math.max(0, index + (forward ? 1 : -1)));
  const target = zones[nextIndex]!.rect;
  return { x: target.left + 12, y: target.top + 12 };
};
