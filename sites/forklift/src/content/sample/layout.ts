// Lays a manual's sections out on A4 pages: wraps paragraphs, keeps each group (a code entry, a table, a figure) on
// one page, starts each section on a new page, adds the running header and footer, and records where groups landed.
import { wrap } from './fonts';
import type { LaidOutPage, Shape, TextLine } from './types';

export const PAGE = { width: 595, height: 842, margin: 50 };
const TOP = PAGE.height - 72;
const BOTTOM = 60;
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;

/** A drawing placed in a box: returns its shapes and labels (labels become part of the page text). */
export type Drawing = (box: { x: number; y: number; w: number; h: number }) => { shapes: Shape[]; labels: TextLine[] };

export type Block =
  | { type: 'heading'; text: string; level: 1 | 2 }
  | { type: 'para'; text: string; bold?: boolean; indent?: number; size?: number }
  | { type: 'table'; columns: string[]; widths: number[]; rows: string[][] }
  | { type: 'figure'; height: number; caption: string; draw: Drawing };

export interface Group {
  /** Set to learn the page the group lands on. */
  key?: string;
  blocks: Block[];
}

export interface Section {
  title: string;
  groups: Group[];
}

export interface LayoutResult {
  pages: LaidOutPage[];
  groupPages: Map<string, number>;
}

interface Placed {
  lines: TextLine[];
  shapes: Shape[];
  text: string[];
  height: number;
}

function placeBlock(block: Block, top: number): Placed {
  const x = PAGE.margin;
  switch (block.type) {
    case 'heading': {
      const size = block.level === 1 ? 16 : 12;
      const rows = wrap(block.text, CONTENT_WIDTH, size, true);
      const lines = rows.map((text, i) => ({ x, y: top - size - i * (size + 4), size, bold: true, text }));
      return { lines, shapes: [], text: [block.text], height: rows.length * (size + 4) + 6 };
    }
    case 'para': {
      const size = block.size ?? 9.5;
      const indent = block.indent ?? 0;
      const rows = wrap(block.text, CONTENT_WIDTH - indent, size, block.bold);
      const lead = size + 3;
      const lines = rows.map((text, i) => ({ x: x + indent, y: top - size - i * lead, size, bold: block.bold ?? false, text }));
      return { lines, shapes: [], text: [block.text], height: rows.length * lead + 4 };
    }
    case 'table': {
      const size = 8;
      const rowHeight = 13;
      const lines: TextLine[] = [];
      const shapes: Shape[] = [];
      const all = [block.columns, ...block.rows];
      const lefts: number[] = [];
      let left = x;
      for (const width of block.widths) {
        lefts.push(left);
        left += width * CONTENT_WIDTH;
      }
      all.forEach((row, r) => {
        const y = top - (r + 1) * rowHeight;
        if (r === 0) shapes.push({ type: 'rect', x, y, w: CONTENT_WIDTH, h: rowHeight, fill: true });
        row.forEach((cell, c) => lines.push({ x: (lefts[c] ?? x) + 3, y: y + 4, size, bold: r === 0, text: cell }));
        shapes.push({ type: 'line', x1: x, y1: y, x2: x + CONTENT_WIDTH, y2: y, width: 0.4 });
      });
      const bottom = top - all.length * rowHeight;
      shapes.push({ type: 'line', x1: x, y1: top, x2: x + CONTENT_WIDTH, y2: top, width: 0.6 });
      for (const l of [...lefts, x + CONTENT_WIDTH]) shapes.push({ type: 'line', x1: l, y1: top, x2: l, y2: bottom, width: 0.4 });
      return { lines, shapes, text: all.map((row) => row.join(' | ')), height: all.length * rowHeight + 10 };
    }
    case 'figure': {
      const drawn = block.draw({ x, y: top - block.height, w: CONTENT_WIDTH, h: block.height });
      const captionY = top - block.height - 14;
      const caption = { x, y: captionY, size: 8.5, bold: true, text: block.caption };
      return {
        lines: [...drawn.labels, caption],
        shapes: drawn.shapes,
        text: [drawn.labels.map((label) => label.text).join(' '), block.caption],
        height: block.height + 24,
      };
    }
  }
}

function placeGroup(group: Group, top: number): Placed {
  const placed: Placed = { lines: [], shapes: [], text: [], height: 0 };
  for (const block of group.blocks) {
    const one = placeBlock(block, top - placed.height);
    placed.lines.push(...one.lines);
    placed.shapes.push(...one.shapes);
    placed.text.push(...one.text);
    placed.height += one.height;
  }
  placed.height += 6;
  return placed;
}

interface Draft {
  sectionTitle: string | null;
  placed: Placed[];
}

export function layoutManual(header: string, footer: string, sections: readonly Section[]): LayoutResult {
  const drafts: Draft[] = [];
  const groupPages = new Map<string, number>();
  for (const section of sections) {
    let page: Draft = { sectionTitle: section.title, placed: [] };
    drafts.push(page);
    let y = TOP;
    const heading = placeGroup({ blocks: [{ type: 'heading', text: section.title, level: 1 }] }, y);
    page.placed.push(heading);
    y -= heading.height;
    for (const group of section.groups) {
      let placed = placeGroup(group, y);
      if (y - placed.height < BOTTOM && page.placed.length > 0) {
        page = { sectionTitle: null, placed: [] };
        drafts.push(page);
        y = TOP;
        placed = placeGroup(group, y);
      }
      page.placed.push(placed);
      if (group.key) groupPages.set(group.key, drafts.length);
      y -= placed.height;
    }
  }
  const total = drafts.length;
  const pages = drafts.map((draft, index): LaidOutPage => {
    const number = index + 1;
    const foot = `${footer} - Page ${number} of ${total}`;
    const lines: TextLine[] = [
      { x: PAGE.margin, y: PAGE.height - 40, size: 8, bold: true, text: header },
      { x: PAGE.margin, y: 30, size: 8, bold: false, text: foot },
    ];
    const shapes: Shape[] = [
      { type: 'line', x1: PAGE.margin, y1: PAGE.height - 46, x2: PAGE.width - PAGE.margin, y2: PAGE.height - 46, width: 0.8 },
      { type: 'line', x1: PAGE.margin, y1: 42, x2: PAGE.width - PAGE.margin, y2: 42, width: 0.4 },
    ];
    const text = [header];
    for (const placed of draft.placed) {
      lines.push(...placed.lines);
      shapes.push(...placed.shapes);
      text.push(...placed.text);
    }
    text.push(foot);
    return { number, sectionTitle: draft.sectionTitle, lines, shapes, body: text.join('\n') };
  });
  return { pages, groupPages };
}
