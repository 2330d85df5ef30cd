// A small saved library for the offline tests: one manual (two pages), its brand and two codes, one without details.
import type { SavedBrand, SavedManual, SavedPage } from './offline-db';
import type { CodeRow } from './save-manual';

export const TEST_USER = '00000000-0000-4000-8000-000000000001';
export const MANUAL_ID = '11111111-1111-4111-8111-111111111111';

export function testManual(overrides: Partial<SavedManual> = {}): SavedManual {
  return {
    id: MANUAL_ID,
    brand_id: 'c-monarch',
    kind: 'service',
    title: 'C-Monarch CX Series Service Manual',
    tier: 'premium',
    page_count: 2,
    preview_pages: 0,
    object_path: 'c-monarch/cx/service.pdf',
    file_size: 1000,
    revision: '4',
    userId: TEST_USER,
    savedAt: '2026-12-01T00:00:00.000Z',
    fileBytes: 1000,
    textBytes: 200,
    accessUntil: null,
    ...overrides,
  };
}

export const TEST_PAGES: SavedPage[] = [
  { manual_id: MANUAL_ID, page_number: 1, section_title: '1 General', body: 'Safety first. Park the truck on level ground.' },
  {
    manual_id: MANUAL_ID,
    page_number: 2,
    section_title: '7 Hydraulics',
    body: 'E-212 Pump motor over temperature. Check the hydraulic return filter for clogging and replace it.',
  },
];

export const TEST_BRAND: SavedBrand = {
  id: 'c-monarch',
  name: 'C-Monarch',
  code_example: 'E-212',
  code_pattern: '^E-[1-9][0-9]{2}$',
  code_format: 'E- followed by three digits',
};

export const TEST_CODES: CodeRow[] = [
  {
    id: '22222222-2222-4222-8222-222222222222',
    brand_id: 'c-monarch',
    code: 'E-212',
    code_normalized: 'E-212',
    title: 'Pump motor over temperature',
    summary: 'The pump motor is too hot; lifting stops.',
    severity: 'stop',
    tier: 'premium',
    controller: 'Pump controller',
    error_code_details: {
      trigger_condition: 'The pump motor sensor reads over 145 °C.',
      effect: 'Lifting stops.',
      causes: [{ text: 'A clogged hydraulic return filter.', manualId: MANUAL_ID, pageNumber: 2 }],
      checks: [{ text: 'Inspect the return filter.', expected: 'Clean', manualId: MANUAL_ID, pageNumber: 2 }],
      remedy: 'Replace the return filter.',
      remedy_manual_id: MANUAL_ID,
      remedy_page_number: 2,
      components: [],
      connectors: [],
      page_refs: [],
    },
  },
  {
    id: '33333333-3333-4333-8333-333333333333',
    brand_id: 'c-monarch',
    code: 'E-301',
    code_normalized: 'E-301',
    title: 'Speed sensor signal low',
    summary: 'Travel is limited.',
    severity: 'warn',
    tier: 'premium',
    controller: 'Traction controller',
    error_code_details: null,
  },
];
