// Zoom and pan gestures on the viewer's scroller: two-finger pinch (previewed with a CSS transform, committed when
// the fingers lift), ctrl/⌘ + wheel (trackpad pinch), and dragging with the hand tool to pan large wiring diagrams.
import { useEffect, type RefObject } from 'react';

export interface GestureOptions {
  scroller: RefObject<HTMLDivElement | null>;
  content: RefObject<HTMLDivElement | null>;
  hand: boolean;
  scale: () => number;
  onScale(scale: number): void;
}

function distance(touches: TouchList): number {
  const [a, b] = [touches[0], touches[1]];
  return a && b ? Math.hypot(a.clientX - b.clientX, a.clientY - b.clientY) : 0;
}

export function useGestures({ scroller, content, hand, scale, onScale }: GestureOptions): void {
  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    let pinchStart = 0;
    let ratio = 1;
    const onTouchStart = (event: TouchEvent) => {
      if (event.touches.length === 2) {
        pinchStart = distance(event.touches);
        ratio = 1;
      }
    };
    const onTouchMove = (event: TouchEvent) => {
      if (event.touches.length !== 2 || pinchStart === 0) return;
      event.preventDefault();
      ratio = distance(event.touches) / pinchStart;
      if (content.current) content.current.style.transform = `scale(${ratio})`;
    };
    const onTouchEnd = () => {
      if (pinchStart === 0) return;
      pinchStart = 0;
      if (content.current) content.current.style.transform = '';
      if (Math.abs(ratio - 1) > 0.02) onScale(scale() * ratio);
    };
    let wheelTimer: ReturnType<typeof setTimeout> | undefined;
    let wheelRatio = 1;
    const onWheel = (event: WheelEvent) => {
      if (!event.ctrlKey && !event.metaKey) return;
      event.preventDefault();
      wheelRatio *= Math.exp(-event.deltaY / 300);
      if (content.current) content.current.style.transform = `scale(${wheelRatio})`;
      clearTimeout(wheelTimer);
      wheelTimer = setTimeout(() => {
        if (content.current) content.current.style.transform = '';
        onScale(scale() * wheelRatio);
        wheelRatio = 1;
      }, 160);
    };
    element.addEventListener('touchstart', onTouchStart, { passive: true });
    element.addEventListener('touchmove', onTouchMove, { passive: false });
    element.addEventListener('touchend', onTouchEnd);
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => {
      clearTimeout(wheelTimer);
      element.removeEventListener('touchstart', onTouchStart);
      element.removeEventListener('touchmove', onTouchMove);
      element.removeEventListener('touchend', onTouchEnd);
      element.removeEventListener('wheel', onWheel);
    };
  }, [scroller, content, scale, onScale]);

  useEffect(() => {
    const element = scroller.current;
    if (!element || !hand) return;
    let drag: { x: number; y: number; left: number; top: number } | null = null;
    const down = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse' || event.button !== 0) return;
      drag = { x: event.clientX, y: event.clientY, left: element.scrollLeft, top: element.scrollTop };
      element.setPointerCapture(event.pointerId);
      event.preventDefault();
    };
    const move = (event: PointerEvent) => {
      if (!drag) return;
      element.scrollLeft = drag.left - (event.clientX - drag.x);
      element.scrollTop = drag.top - (event.clientY - drag.y);
    };
    const up = () => {
      drag = null;
    };
    element.addEventListener('pointerdown', down);
    element.addEventListener('pointermove', move);
    element.addEventListener('pointerup', up);
    element.addEventListener('pointercancel', up);
    return () => {
      element.removeEventListener('pointerdown', down);
      element.removeEventListener('pointermove', move);
      element.removeEventListener('pointerup', up);
      element.removeEventListener('pointercancel', up);
    };
  }, [scroller, hand]);
}
