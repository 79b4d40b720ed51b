import { useRef, type Dispatch, type PointerEvent } from 'react';
import { hitItem, pinchFactor, toPicturePoint, type EditLayerAction, type EditLayerState, type Point } from './edit-layers';

export type StageMode = 'draw' | 'arrange';

type Gesture = { kind: 'draw'; pointerId: number } | { kind: 'move'; id: string } | { kind: 'pinch'; id: string } | null;

/**
 * Touch on the review stage, with pointer events (finger, pen and mouse alike). Drawing: one finger
 * draws a stroke. Arranging: a finger on an item drags it, a second finger pinches it bigger or
 * smaller, a tap beside the items lets go of the selected one. Each drag, pinch or stroke is one
 * undo step. The handlers are made anew each render, so a touch always meets the items as shown.
 */
export function useStageGestures(options: { state: EditLayerState; dispatch: Dispatch<EditLayerAction>; mode: StageMode; brush: { color: string; width: number } }) {
  const { state, dispatch, mode, brush } = options;
  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef<Gesture>(null);

  const pointOf = (event: PointerEvent<HTMLElement>): Point | null =>
    toPicturePoint({ x: event.clientX, y: event.clientY }, event.currentTarget.getBoundingClientRect(), state.picture);

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    const point = pointOf(event);
    if (!point) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    pointers.current.set(event.pointerId, point);
    if (mode === 'draw') {
      if (!gesture.current) {
        dispatch({ type: 'strokeStart', point, color: brush.color, width: brush.width });
        gesture.current = { kind: 'draw', pointerId: event.pointerId };
      }
      return;
    }
    const current = gesture.current;
    if (pointers.current.size === 2 && (current?.kind === 'move' || state.selectedId)) {
      const id = current?.kind === 'move' ? current.id : (state.selectedId as string);
      // A drag already opened its undo step; a pinch that starts on its own opens one now.
      if (current?.kind !== 'move') dispatch({ type: 'gestureStart', id });
      gesture.current = { kind: 'pinch', id };
      return;
    }
    if (pointers.current.size !== 1) return;
    const hit = hitItem(state.items, state.picture, point);
    if (hit) {
      dispatch({ type: 'gestureStart', id: hit.id });
      gesture.current = { kind: 'move', id: hit.id };
    } else {
      gesture.current = null;
      if (state.selectedId) dispatch({ type: 'select', id: null });
    }
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const before = pointers.current.get(event.pointerId);
    const current = gesture.current;
    if (!before || !current) return;
    const point = pointOf(event);
    if (!point) return;
    pointers.current.set(event.pointerId, point);
    if (current.kind === 'draw') {
      if (current.pointerId === event.pointerId) dispatch({ type: 'strokeExtend', point });
    } else if (current.kind === 'move') {
      dispatch({ type: 'moveBy', id: current.id, dx: point.x - before.x, dy: point.y - before.y });
    } else {
      const other = [...pointers.current].find(([id]) => id !== event.pointerId)?.[1];
      if (other) dispatch({ type: 'scaleBy', id: current.id, factor: pinchFactor([before, other], [point, other]) });
    }
  };

  const onPointerEnd = (event: PointerEvent<HTMLElement>) => {
    if (!pointers.current.delete(event.pointerId)) return;
    const current = gesture.current;
    if (current?.kind === 'draw') {
      // Only the finger that draws ends the stroke; another finger touching meanwhile draws nothing.
      if (current.pointerId === event.pointerId) {
        dispatch({ type: 'strokeEnd' });
        gesture.current = null;
      }
      return;
    }
    // One finger left after a pinch drags on; none left ends the gesture.
    if (current?.kind === 'pinch' && pointers.current.size === 1) gesture.current = { kind: 'move', id: current.id };
    if (pointers.current.size === 0) gesture.current = null;
  };

  return { onPointerDown, onPointerMove, onPointerUp: onPointerEnd, onPointerCancel: onPointerEnd };
}
