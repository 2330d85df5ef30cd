// Text boxes from pdf.js items, highlight rectangles for search terms, and parts-page balloons linked to table rows.
import { describe, expect, it } from 'vitest';
import { highlightRects, markedTerms, partsLinks, textBoxes, type TextBox } from './text-items';

const box = (str: string, left: number, top: number, width = 10, height = 10): TextBox => ({ str, left, top, width, height });

describe('text boxes', () => {
  it('places an item by the viewport transform (PDF y up → CSS y down)', () => {
    // A 612×792 page at scale 2: viewport transform [2, 0, 0, -2, 0, 1584].
    const [b] = textBoxes([{ str: 'Pump', transform: [12, 0, 0, 12, 100, 700], width: 30, height: 12 }], [2, 0, 0, -2, 0, 1584], 2);
    expect(b).toEqual({ str: 'Pump', left: 200, top: 1584 - 1400 - 24, width: 60, height: 24 });
  });

  it('drops empty items', () => {
    expect(textBoxes([{ str: '  ', transform: [1, 0, 0, 1, 0, 0], width: 1, height: 1 }], [1, 0, 0, 1, 0, 0], 1)).toEqual([]);
  });
});

describe('search highlights', () => {
  it('reads the terms the server marked, unescaped and once each', () => {
    expect(markedTerms(['The <mark>hydraulic</mark> <mark>pump</mark> …', '<mark>Pump</mark> &amp; <mark>O&amp;M</mark>'])).toEqual([
      'hydraulic',
      'pump',
      'o&m',
    ]);
  });

  it('covers each occurrence by its share of the box', () => {
    const rects = highlightRects([box('the pump and pump', 0, 5, 170, 10)], ['pump']);
    expect(rects).toEqual([
      { left: 40, top: 5, width: 40, height: 10 },
      { left: 130, top: 5, width: 40, height: 10 },
    ]);
  });
});

describe('parts links', () => {
  it('links balloons to the table row with the same item number', () => {
    const boxes = [
      box('1', 300, 100), // balloon
      box('2', 340, 160), // balloon
      box('7', 360, 200), // a number in the drawing without a row
      box('1', 50, 500),
      box('CM-01041-23', 90, 500),
      box('Pump assembly', 200, 500),
      box('2', 50, 520),
      box('CM-01042-51', 90, 520),
      box('Bolt kit', 200, 520),
    ];
    const links = partsLinks(boxes);
    expect(links.rows.get('1')).toEqual([3, 4, 5]);
    expect(links.rows.get('2')).toEqual([6, 7, 8]);
    expect(links.balloons.get('1')).toEqual([0]);
    expect(links.balloons.get('2')).toEqual([1]);
    expect(links.balloons.has('7')).toBe(false);
  });

  it('takes a number inside a table row (a quantity) for a cell, not a balloon', () => {
    const boxes = [
      box('3', 300, 100), // balloon of item 3
      box('1', 50, 400),
      box('CM-01001-46', 80, 400),
      box('3', 250, 400), // item 1's quantity: 3
      box('3', 50, 420),
      box('CM-01003-91', 80, 420),
      box('1', 250, 420), // item 3's quantity: 1
    ];
    const links = partsLinks(boxes);
    expect(links.balloons.get('3')).toEqual([0]);
    expect(links.balloons.has('1')).toBe(false);
  });

  it('finds nothing on a page without a parts table', () => {
    const links = partsLinks([box('12', 10, 10), box('Check the pump', 40, 10)]);
    expect(links.rows.size).toBe(0);
    expect(links.balloons.size).toBe(0);
  });
});
