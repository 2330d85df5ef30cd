// The fault-code reader on hand-built page layouts: what a person would call a code's explanation becomes one, a
// mention does not; tables survive page breaks with and without a repeated header.
import { describe, expect, it } from 'vitest';
import type { LayoutLine } from '../layout';
import { findFaultCodes, type FindPage } from './find-codes';

const SYSTEMS = new Set(['hydraulics', 'electrical', 'brakes']);
let y = 0;
const line = (...cells: Array<[number, string]>): LayoutLine => {
  y += 0.02;
  return { cells: cells.map(([x, text]) => ({ x, text })), text: cells.map(([, t]) => t).join('  '), y: 0.1 + (y % 0.7) };
};
const page = (number: number, lines: LayoutLine[]): FindPage => ({ number, source: 'text', layout: { lines } });
const find = (pages: FindPage[], codePattern = '^E-[1-9][0-9]{2}$') => findFaultCodes(pages, { codePattern, systems: SYSTEMS });

describe('findFaultCodes', () => {
  it('reads a table whose rows run over lines and over a page break without a repeated header', () => {
    const codes = find([
      page(4, [
        line([0.08, 'BRAKE FAULTS']),
        line([0.08, 'Fault code'], [0.2, 'Meaning'], [0.45, 'Probable cause'], [0.7, 'Corrective action']),
        line([0.08, 'E-501'], [0.2, 'Park brake not released'], [0.45, 'Brake switch misadjusted'], [0.7, 'Adjust the switch.']),
        line([0.08, 'E–502'], [0.2, 'Brake fluid level low'], [0.45, 'Leak at the master']),
      ]),
      page(5, [line([0.45, 'cylinder'], [0.7, 'Refill and find the leak.']), line([0.08, 'E-503'], [0.2, 'Brake lamp circuit open'])]),
    ]);
    expect(codes.map((c) => [c.code, c.title, c.pageNumber, c.foundBy, c.systemId])).toEqual([
      ['E-501', 'Park brake not released', 4, 'table', 'brakes'],
      ['E-502', 'Brake fluid level low', 4, 'table', 'brakes'],
      ['E-503', 'Brake lamp circuit open', 5, 'table', 'brakes'],
    ]);
    expect(codes[1]?.causes.map((c) => c.text)).toEqual(['Leak at the master cylinder']);
    expect(codes[1]?.remedy).toBe('Refill and find the leak.');
  });

  it('ends a table at prose and ignores codes mentioned in sentences, parts rows and cross-references', () => {
    const codes = find([
      page(1, [
        line([0.08, 'Code'], [0.2, 'Description']),
        line([0.08, 'E-101'], [0.2, 'Pump overload']),
        line([0.08, 'If E-101 persists, see fault E-212 and replace the pump (part CM-100, E-300).']),
        line([0.08, 'Item'], [0.15, 'Part No.'], [0.3, 'Description']),
        line([0.08, '4'], [0.15, 'CM-2'], [0.3, 'Sensor for E-212']),
        line([0.08, 'E-212 and E-300 are described in chapter 9.']),
        line([0.08, 'See fault E-212.']),
      ]),
    ]);
    expect(codes.map((c) => c.code)).toEqual(['E-101']);
  });

  it('reads blocks with labels on the line and in a left column, and a code the brand does not write is no code', () => {
    const codes = find([
      page(7, [
        line([0.08, 'Fault E-610 – Lift lockout active']),
        line([0.08, 'Trigger condition: seat switch open for 2 s.']),
        line([0.08, 'Possible causes: operator off seat; switch failed']),
        line([0.08, 'Check: measure CN4 pin 2, expected 24 V.']),
        line([0.08, 'Remedy: replace the switch.']),
        line([0.08, 'Fault E-611']),
        line([0.08, 'Cause'], [0.25, 'Harness chafed at the mast.']),
        line([0.08, 'Remedy'], [0.25, 'Repair the harness. Travel is inhibited until cleared.']),
        line([0.08, 'Fault X-12 – Not this brand']),
        line([0.08, 'Cause: none.']),
      ]),
    ]);
    expect(codes.map((c) => [c.code, c.title, c.foundBy])).toEqual([
      ['E-610', 'Lift lockout active', 'block'],
      ['E-611', 'Harness chafed at the mast', 'block'],
    ]);
    expect(codes[0]).toMatchObject({
      triggerCondition: 'seat switch open for 2 s.',
      checks: [{ text: 'measure CN4 pin 2', expected: '24 V', pageNumber: 7 }],
      remedy: 'replace the switch.',
    });
    expect(codes[0]?.causes.map((c) => c.text)).toEqual(['operator off seat', 'switch failed']);
    expect(codes[1]?.severity).toBe('stop');
  });

  it('reads short lists in the brand’s own format, with wrapped lines', () => {
    const codes = find(
      [
        page(2, [
          line([0.08, 'Error 03-14 — Steer sensor fault — Calibrate the steer sensor;']),
          line([0.12, 'replace it when calibration fails.']),
          line([0.08, 'Error 03-15: Steer motor overcurrent']),
          line([0.08, '2024-03-15 — not a code, a date']),
        ]),
      ],
      '^[0-9]{2}-[0-9]{2}$',
    );
    expect(codes.map((c) => [c.code, c.title, c.remedy])).toEqual([
      ['03-14', 'Steer sensor fault', 'Calibrate the steer sensor; replace it when calibration fails.'],
      ['03-15', 'Steer motor overcurrent', ''],
    ]);
  });

  it('keeps the fuller explanation when a manual gives a code twice', () => {
    const codes = find([
      page(1, [line([0.08, 'Error E-701 - Fan stalled - Replace the fan.'])]),
      page(9, [
        line([0.08, 'Fault E-701 Fan stalled']),
        line([0.08, 'Cause: fan connector loose.']),
        line([0.08, 'Remedy: reseat the connector.']),
      ]),
    ]);
    expect(codes).toHaveLength(1);
    expect(codes[0]).toMatchObject({ pageNumber: 9, foundBy: 'block', remedy: 'reseat the connector.' });
  });
});
