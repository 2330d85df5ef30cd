// Vector figures for the sample manuals: a wiring diagram (controller, parts, labelled connectors and wires) and an
// exploded view (parts stacked along an axis with numbered balloons), drawn as lines, boxes and circles.
import { widthOf } from './fonts';
import type { Drawing } from './layout';
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
}

/** Parts drawn as alternating blocks and rings along a diagonal axis, each with a leader line to its item balloon. */
export function explodedView(title: string, items: readonly ExplodedItem[]): Drawing {
  return ({ x, y, w, h }) => {
    const shapes: Shape[] = [{ type: 'rect', x, y, w, h }];
    const labels: TextLine[] = [{ x: x + 8, y: y + h - 14, size: 8, bold: true, text: title }];
    const n = items.length;
    const startX = x + 70;
    const startY = y + h - 60;
    const stepX = (w - 200) / Math.max(n - 1, 1);
    const stepY = (h - 110) / Math.max(n - 1, 1);
    shapes.push({
      type: 'line',
      x1: startX - 20,
      y1: startY + 15,
      x2: startX + stepX * (n - 1) + 20,
      y2: startY - stepY * (n - 1) - 15,
      width: 0.4,
      dash: true,
    });
    items.forEach((item, index) => {
      const px = startX + stepX * index;
      const py = startY - stepY * index;
      if (index % 3 === 0) shapes.push({ type: 'rect', x: px - 16, y: py - 10, w: 32, h: 20, fill: true });
      else if (index % 3 === 1) {
        shapes.push({ type: 'circle', x: px, y: py, r: 12 });
        shapes.push({ type: 'circle', x: px, y: py, r: 5 });
      } else shapes.push({ type: 'rect', x: px - 6, y: py - 18, w: 12, h: 36 });
      const bx = px + 60;
      const by = py + 24;
      shapes.push({ type: 'line', x1: px + 10, y1: py + 6, x2: bx - 8, y2: by - 4, width: 0.5 });
      shapes.push({ type: 'circle', x: bx, y: by, r: 8 });
      const text = String(item.item);
      labels.push({ x: bx - widthOf(text, 7, true) / 2, y: by - 2.5, size: 7, bold: true, text });
    });
    return { shapes, labels };
  };
}
