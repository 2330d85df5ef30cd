/**
 * Donut progress bar: an SVG ring (role="progressbar" with aria-valuenow) drawn for the size of its box, redrawn
 * when the box resizes; the fill animates to a new value (duration and delay clamped) and the change event fires.
 */
import { useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import type { ElementProps } from '@kit/runtime-react';
import { clampDelay, clampDuration, clampOffset, clampThickness, clampValue, donutGeometry } from './donut-geometry';
import { DONUT_DEFAULTS, DONUT_STYLES } from './settings';
import type { DonutProgressSettings } from './settings';

/** The box's side in px, measured after mount (the server and the first client render use the default). */
function useBoxSize(element: RefObject<HTMLElement | null>): number {
  const [size, setSize] = useState(DONUT_DEFAULTS.size);
  useEffect(() => {
    const box = element.current;
    if (box === null || typeof ResizeObserver === 'undefined') return;
    const measure = (width: number, height: number) => {
      const side = Math.floor(Math.min(width, height));
      if (side > 0) setSize(side);
    };
    const rect = box.getBoundingClientRect();
    measure(rect.width, rect.height);
    const observer = new ResizeObserver(([entry]) => entry !== undefined && measure(entry.contentRect.width, entry.contentRect.height));
    observer.observe(box);
    return () => observer.disconnect();
  }, [element]);
  return size;
}

export function DonutProgress({ uid, settings, className, emit }: ElementProps<DonutProgressSettings>) {
  const box = useRef<HTMLDivElement>(null);
  const size = useBoxSize(box);
  const value = clampValue(settings.value);
  const previous = useRef(value);
  useEffect(() => {
    if (previous.current === value) return;
    previous.current = value;
    emit('change', { value });
  }, [value, emit]);

  const geometry = donutGeometry({
    size,
    style: DONUT_STYLES.includes(settings.style) ? settings.style : DONUT_DEFAULTS.style,
    thickness: clampThickness(settings.thickness, DONUT_DEFAULTS.thickness),
    emptyThickness: clampThickness(settings.emptyThickness, DONUT_DEFAULTS.emptyThickness),
    offset: clampOffset(settings.offset),
    value,
  });
  const center = size / 2;
  const transition = `stroke-dashoffset ${clampDuration(settings.animationDuration)}ms ease ${clampDelay(settings.animationDelay)}ms`;
  const label = typeof settings.ariaLabel === 'string' && settings.ariaLabel !== '' ? settings.ariaLabel : 'Progress';
  const shown = `${Math.round(value)}%`;
  return (
    <div ref={box} data-uid={uid} className={`ww-donut ${className}`}>
      <svg
        className="ww-donut__svg"
        viewBox={`0 0 ${size} ${size}`}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={shown}
      >
        <circle
          className="ww-donut__empty"
          cx={center}
          cy={center}
          r={geometry.empty.radius}
          fill="none"
          strokeWidth={geometry.empty.width}
          style={{ stroke: settings.emptyColor }}
        />
        <circle
          className="ww-donut__fill"
          cx={center}
          cy={center}
          r={geometry.fill.radius}
          fill="none"
          strokeWidth={geometry.fill.width}
          strokeLinecap="round"
          strokeDasharray={geometry.circumference}
          strokeDashoffset={geometry.dashOffset}
          transform={`rotate(-90 ${center} ${center})`}
          style={{ stroke: settings.fillColor, transition }}
        />
      </svg>
      {settings.showValue !== false && (
        <span className="ww-donut__value" aria-hidden="true">
          {shown}
        </span>
      )}
    </div>
  );
}
