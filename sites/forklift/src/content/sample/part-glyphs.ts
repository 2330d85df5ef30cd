// Side views of the parts an exploded view shows, drawn as a parts book draws them: a motor with its cooling fins,
// end bell, shaft and terminal box; a solenoid's coil and plunger; a contactor with its power studs; a sensor's hex
// body, threaded tip and lead; a mounting kit as a hex bolt, a washer and a nut. Each is centred on (cx, cy) in PDF
// points (y up) and fits within about 56 × 36 points (a kit within 34 × 20).
import type { ComponentKind } from './components';
import type { Shape } from './types';

const line = (x1: number, y1: number, x2: number, y2: number, width = 0.7): Shape => ({ type: 'line', x1, y1, x2, y2, width });
const rect = (x: number, y: number, w: number, h: number, fill = false): Shape => ({ type: 'rect', x, y, w, h, fill });
const circle = (x: number, y: number, r: number): Shape => ({ type: 'circle', x, y, r });

/** A hexagon seen across its flats (a nut or a sensor body), as six edges. */
function hexagon(cx: number, cy: number, r: number): Shape[] {
  const corners = Array.from({ length: 6 }, (_, i) => {
    const angle = (Math.PI / 3) * i;
    return [cx + r * Math.cos(angle), cy + r * Math.sin(angle)] as const;
  });
  return corners.map(([x, y], i) => {
    const [nx, ny] = corners[(i + 1) % 6] as readonly [number, number];
    return line(x, y, nx, ny, 0.8);
  });
}

/** Thread on a shank from x1 to x2 at height cy (± half): short slanted strokes. */
function thread(x1: number, x2: number, cy: number, half: number): Shape[] {
  const strokes: Shape[] = [];
  for (let x = x1 + 1; x < x2 - 1; x += 2.5) strokes.push(line(x, cy - half, x + 1.5, cy + half, 0.4));
  return strokes;
}

function motor(cx: number, cy: number): Shape[] {
  const shapes = [rect(cx - 22, cy - 14, 36, 28), rect(cx + 14, cy - 11, 7, 22, true), rect(cx + 21, cy - 2.5, 9, 5)];
  for (let x = cx - 18; x <= cx + 10; x += 4) shapes.push(line(x, cy - 14, x, cy + 14, 0.4));
  shapes.push(rect(cx - 12, cy + 14, 14, 6, true), circle(cx - 8, cy + 17, 1.5), circle(cx - 2, cy + 17, 1.5));
  shapes.push(rect(cx - 26, cy - 10, 4, 20));
  return shapes;
}

function solenoid(cx: number, cy: number): Shape[] {
  const shapes = [rect(cx - 16, cy - 12, 24, 24), rect(cx + 8, cy - 4, 16, 8), ...hexagon(cx - 21, cy, 6)];
  for (let x = cx - 13; x <= cx + 5; x += 3) shapes.push(line(x, cy - 12, x, cy + 12, 0.3));
  shapes.push(line(cx - 6, cy + 12, cx - 6, cy + 18), line(cx + 0, cy + 12, cx + 0, cy + 18));
  return shapes;
}

function contactor(cx: number, cy: number): Shape[] {
  const shapes = [rect(cx - 18, cy - 14, 36, 24), rect(cx - 14, cy + 10, 28, 5, true)];
  for (const x of [cx - 10, cx + 10]) shapes.push(rect(x - 2.5, cy + 15, 5, 7), ...hexagon(x, cy + 18, 3.5));
  shapes.push(circle(cx - 12, cy - 8, 2), circle(cx + 12, cy - 8, 2), line(cx - 18, cy - 2, cx + 18, cy - 2, 0.4));
  return shapes;
}

function sensor(cx: number, cy: number, probe: boolean): Shape[] {
  const tip = probe ? 22 : 12;
  const shapes = [...hexagon(cx, cy, 8), rect(cx + 8, cy - 3.5, tip, 7), ...thread(cx + 8, cx + 8 + tip * 0.6, cy, 3.5)];
  shapes.push(rect(cx - 16, cy - 5, 8, 10), line(cx - 16, cy, cx - 22, cy + 6), line(cx - 22, cy + 6, cx - 28, cy + 4));
  shapes.push(rect(cx - 34, cy + 1, 6, 7, true));
  return shapes;
}

function limitSwitch(cx: number, cy: number): Shape[] {
  return [
    rect(cx - 14, cy - 12, 26, 22),
    line(cx + 4, cy + 10, cx + 18, cy + 20, 1.2),
    circle(cx + 20, cy + 21, 3.5),
    circle(cx - 8, cy - 6, 1.6),
    circle(cx + 6, cy - 6, 1.6),
    rect(cx - 20, cy - 4, 6, 8, true),
  ];
}

function supply(cx: number, cy: number): Shape[] {
  return [
    rect(cx - 20, cy - 14, 40, 24),
    rect(cx - 20, cy + 10, 40, 4, true),
    circle(cx - 11, cy + 17, 3),
    circle(cx + 11, cy + 17, 3),
    line(cx - 13, cy - 3, cx - 9, cy - 3, 0.8),
    line(cx + 9, cy - 3, cx + 13, cy - 3, 0.8),
    line(cx + 11, cy - 5, cx + 11, cy - 1, 0.8),
  ];
}

function controlModule(cx: number, cy: number): Shape[] {
  const shapes = [rect(cx - 22, cy - 12, 44, 22), rect(cx - 12, cy + 10, 24, 6, true)];
  for (let x = cx - 20; x <= cx + 20; x += 5) shapes.push(line(x, cy - 12, x, cy - 18, 0.6));
  shapes.push(line(cx - 22, cy - 18, cx + 22, cy - 18, 0.6), circle(cx - 17, cy + 4, 1.5), circle(cx + 17, cy + 4, 1.5));
  return shapes;
}

function levelSender(cx: number, cy: number): Shape[] {
  return [
    rect(cx - 14, cy + 8, 28, 5, true),
    rect(cx - 2, cy - 16, 4, 24),
    circle(cx, cy - 8, 7),
    circle(cx - 10, cy + 10.5, 1.3),
    circle(cx + 10, cy + 10.5, 1.3),
    rect(cx - 5, cy + 13, 10, 6),
  ];
}

/** The part's side view for its kind. */
export function partGlyph(kind: ComponentKind, cx: number, cy: number): Shape[] {
  switch (kind) {
    case 'motor':
      return motor(cx, cy);
    case 'solenoid':
      return solenoid(cx, cy);
    case 'contactor':
      return contactor(cx, cy);
    case 'sensor':
      return sensor(cx, cy, false);
    case 'temp-sensor':
      return sensor(cx, cy, true);
    case 'switch':
      return limitSwitch(cx, cy);
    case 'supply':
      return supply(cx, cy);
    case 'module':
      return controlModule(cx, cy);
    case 'level':
      return levelSender(cx, cy);
  }
}

/** A mounting kit: a hex bolt (head and threaded shank), a washer and a nut, spread along the bolt's axis. */
export function fastenerGlyph(cx: number, cy: number): Shape[] {
  return [
    rect(cx - 17, cy - 5, 5, 10, true),
    rect(cx - 12, cy - 2, 16, 4),
    ...thread(cx - 4, cx + 4, cy, 2),
    rect(cx + 7, cy - 5, 2, 10),
    ...hexagon(cx + 14, cy, 4),
  ];
}
