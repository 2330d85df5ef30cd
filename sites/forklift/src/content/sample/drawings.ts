// Vector figures for the sample manuals: a wiring diagram (controller, parts, labelled connectors and wires) and an
// exploded view (each part drawn as what it is along the assembly's axis, with numbered balloons), drawn as lines,
// boxes and circles.
import { widthOf } from './fonts';
import type { Drawing } from './layout';
import type { ComponentKind } from './components';
import { fastenerGlyph, partGlyph } from './part-glyphs';
import type { Shape, TextLine } from './types';

export interface WiringPart {
  name: string;
  connector: string;
  pins: [number, number];
  wire: string;
}

export function wiringDiagram(controller: string, controllerConnector: string, parts: readonly WiringPart[]): Drawing {
  return ({ x, y, w, h }) => {
    const shapes: Shape[] = [{ type: 'rect', x, y, w, h }];
    const labels: TextLine[] = [];
    const label = (lx: number, ly: number, text: string, size = 7, isBold = false) =>
      labels.push({ x: lx, y: ly, size, bold: isBold, text });
    // The controller on the left, with one pin per wire.
    const cx = x + 20;
    const cw = 130;
    const ch = h - 40;
    const cy = y + 20;
    shapes.push({ type: 'rect', x: cx, y: cy, w: cw, h: ch, fill: true });
    label(cx + 6, cy + ch - 14, controller, 8, true);
    label(cx + 6, cy + ch - 26, `Connector ${controllerConnector}`, 7);
    const rowHeight = (ch - 40) / Math.max(parts.length, 1);
    parts.forEach((part, index) => {
      const rowY = cy + ch - 40 - rowHeight * index - rowHeight / 2;
      const pinA = index * 2 + 1;
      const pinB = index * 2 + 2;
      label(cx + cw - 38, rowY + 5, `${controllerConnector}-${pinA}`, 6);
      label(cx + cw - 38, rowY - 9, `${controllerConnector}-${pinB}`, 6);
      // The part on the right with its connector.
      const px = x + w - 170;
      const pw = 150;
      const ph = Math.min(rowHeight - 8, 34);
      shapes.push({ type: 'rect', x: px, y: rowY - ph / 2, w: pw, h: ph });
      const name = part.name.length > 30 ? `${part.name.slice(0, 29)}.` : part.name;
      label(px + 4, rowY + 2, name, 7, true);
      label(px + 4, rowY - 9, `${part.connector} pins ${part.pins[0]}/${part.pins[1]}`, 6.5);
      // Connector housing as a small box at the part, two wires to the controller.
      const hx = px - 26;
      shapes.push({ type: 'rect', x: hx, y: rowY - 10, w: 16, h: 20, fill: true });
      label(hx - 4, rowY + 13, part.connector, 6.5, true);
      shapes.push({ type: 'line', x1: cx + cw, y1: rowY + 3, x2: hx, y2: rowY + 3, width: 0.8 });
      shapes.push({ type: 'line', x1: cx + cw, y1: rowY - 5, x2: hx, y2: rowY - 5, width: 0.8, dash: index % 3 === 2 });
      shapes.push({ type: 'line', x1: hx + 16, y1: rowY, x2: px, y2: rowY, width: 0.8 });
      const wireLabel = part.wire;
      label(cx + cw + (hx - cx - cw) / 2 - widthOf(wireLabel, 6) / 2, rowY + 6, wireLabel, 6);
    });
    return { shapes, labels };
  };
}

export interface ExplodedItem {
  item: number;
  description: string;
  /** What the part is (its side view), or a mounting kit; unset = a plain housing. */
  kind?: ComponentKind | 'fastener';
}

/**
 * An exploded view as a parts book draws one: the assembly's parts spread along its axis (a dash-dot centre line), each
 * drawn as the part it is, its mounting kit pulled off beside it on a dashed line, and every item numbered in a balloon
 * at the end of a leader line. The balloons' numbers are the page's text, so the viewer links each to its table row.
 */
export function explodedView(title: string, items: readonly ExplodedItem[]): Drawing {
  return ({ x, y, w, h }) => {
    const shapes: Shape[] = [{ type: 'rect', x, y, w, h }];
    const labels: TextLine[] = [{ x: x + 8, y: y + h - 14, size: 8, bold: true, text: title }];
    const parts = items.filter((item) => item.kind !== 'fastener');
    const n = Math.max(parts.length, 1);
    const startX = x + 70;
    const startY = y + 78;
    const stepX = (w - 170) / Math.max(n - 1, 1);
    const stepY = (h - 140) / Math.max(n - 1, 1);
    const at = (index: number) => ({ px: startX + stepX * index, py: startY + stepY * index });
    // The assembly's axis, dash-dot as drawings mark a centre line.
    const end = at(n - 1);
    for (let t = 0; t < 1; t += 0.04) {
      const x1 = startX - 30 + (end.px - startX + 60) * t;
      const y1 = startY - 18 + (end.py - startY + 36) * t;
      const dx = (end.px - startX + 60) * 0.025;
      const dy = (end.py - startY + 36) * 0.025;
      shapes.push({ type: 'line', x1, y1, x2: x1 + dx, y2: y1 + dy, width: 0.3 });
    }
    const balloon = (bx: number, by: number, fromX: number, fromY: number, item: number) => {
      shapes.push({
        type: 'line',
        x1: fromX,
        y1: fromY,
        x2: bx + (fromX < bx ? -8 : 8) * 0.7,
        y2: by + (fromY < by ? -8 : 8) * 0.7,
        width: 0.5,
      });
      shapes.push({ type: 'circle', x: bx, y: by, r: 8 });
      const text = String(item);
      labels.push({ x: bx - widthOf(text, 7, true) / 2, y: by - 2.5, size: 7, bold: true, text });
    };
    let index = -1;
    for (const item of items) {
      if (item.kind !== 'fastener') {
        index += 1;
        const { px, py } = at(index);
        shapes.push(
          ...(item.kind ? partGlyph(item.kind, px, py) : [{ type: 'rect', x: px - 18, y: py - 12, w: 36, h: 24, fill: true } as Shape]),
        );
        balloon(px - 34, py + 40, px - 10, py + 16, item.item);
        continue;
      }
      // The kit comes off below and to the right of the part it mounts, along a dashed line.
      const { px, py } = at(Math.max(index, 0));
      const kx = px + 30;
      const ky = py - 36;
      shapes.push({ type: 'line', x1: px + 8, y1: py - 14, x2: kx - 10, y2: ky + 6, width: 0.4, dash: true });
      shapes.push(...fastenerGlyph(kx, ky));
      balloon(kx + 36, ky - 10, kx + 18, ky - 3, item.item);
    }
    return { shapes, labels };
  };
}
