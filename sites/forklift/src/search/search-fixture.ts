// A small, hand-written catalogue for the search tests: two brands, free and premium manuals, a parts page, codes
// written the ways the brands write them. Inserted as the database owner (row-level security does not apply).
import type { Database } from '@kit/platform';

export const FIXTURE_IDS = {
  freeService: 'aaaaaaaa-0000-4000-8000-000000000001',
  premiumService: 'aaaaaaaa-0000-4000-8000-000000000002',
  premiumParts: 'aaaaaaaa-0000-4000-8000-000000000003',
  otherBrandService: 'aaaaaaaa-0000-4000-8000-000000000004',
  codeE212: 'bbbbbbbb-0000-4000-8000-000000000001',
  codeSpn: 'bbbbbbbb-0000-4000-8000-000000000002',
  code0101: 'bbbbbbbb-0000-4000-8000-000000000003',
  codeOtherBrand: 'bbbbbbbb-0000-4000-8000-000000000004',
} as const;

/** Premium page bodies carry this marker so tests can prove no premium text reaches a freemium caller. */
export const PREMIUM_MARKER = 'zircoprem';

const MANUALS = [
  [
    FIXTURE_IDS.freeService,
    'c-monarch',
    'service',
    'CM 20 Series Service Manual',
    'Hydraulic system, brakes and steering for the CM 20 electric trucks.',
    'free',
    2,
    '{cm-20}',
    '{electric}',
    '{hydraulics,brakes}',
    1000,
    4999,
  ],
  [
    FIXTURE_IDS.premiumService,
    'c-monarch',
    'service',
    'CM 40 Series Service Manual',
    'Engine, transmission and hydraulic service for the CM 40 LPG trucks.',
    'premium',
    0,
    '{cm-40}',
    '{lpg}',
    '{hydraulics,engine}',
    40500,
    null,
  ],
  [
    FIXTURE_IDS.premiumParts,
    'c-monarch',
    'parts',
    'CM 40 Series Parts Manual',
    'Exploded views and parts lists for the CM 40 trucks.',
    'premium',
    0,
    '{cm-40}',
    '{lpg}',
    '{hydraulics}',
    40500,
    null,
  ],
  [
    FIXTURE_IDS.otherBrandService,
    'r-raynet',
    'service',
    'RN 7 Reach Truck Service Manual',
    'Reach truck hydraulics and controller faults.',
    'premium',
    0,
    '{rn-7}',
    '{electric}',
    '{hydraulics}',
    0,
    null,
  ],
] as const;

const PAGES: ReadonlyArray<readonly [string, number, string | null, string]> = [
  [FIXTURE_IDS.freeService, 1, 'Contents', 'Safety, hydraulic system, brakes, steering, electrical system.'],
  [FIXTURE_IDS.freeService, 2, 'Safety', 'Lower the forks fully and chock the wheels before any service work.'],
  [
    FIXTURE_IDS.freeService,
    3,
    'Hydraulic system',
    'Checking the hydraulic pump: measure relief pressure at the test port. The pump should deliver 17.5 MPa at full throttle. The display shows E-212 when the pump motor draws too much current.',
  ],
  [FIXTURE_IDS.freeService, 4, 'Brakes', 'Adjusting the parking brake cable. Brake shoe wear limit 1.5 mm.'],
  [
    FIXTURE_IDS.premiumService,
    1,
    'Contents',
    `Engine, transmission, hydraulics. ${PREMIUM_MARKER} contents. Oil temperature sensor: SPN 520 FMI 3.`,
  ],
  [
    FIXTURE_IDS.premiumService,
    2,
    'Hydraulic pump replacement',
    `Removing the hydraulic pump from the LPG engine: drain the tank, disconnect the suction hose. ${PREMIUM_MARKER} torque 45 Nm.`,
  ],
  [FIXTURE_IDS.premiumService, 3, 'Mast tilt cylinder', `Tilt cylinder seal replacement procedure. ${PREMIUM_MARKER} seal kit.`],
  [
    FIXTURE_IDS.premiumParts,
    1,
    'Hydraulic pump group',
    `Exploded view: hydraulic pump. Item 1 3EB-12-31150 Pump assembly. Item 2 0913-04511 O-ring. ${PREMIUM_MARKER}`,
  ],
  [FIXTURE_IDS.premiumParts, 2, 'Mast group', `Item 1 3EB-24-11210 Tilt cylinder. Item 2 3EB-24-11220 Seal kit. ${PREMIUM_MARKER}`],
  [FIXTURE_IDS.premiumService, 4, 'Parts reference', `The pump assembly 3EB-12-31150 is listed in the parts manual. ${PREMIUM_MARKER}`],
  [FIXTURE_IDS.otherBrandService, 1, 'Controller faults', `Hydraulic pump motor controller overheating. ${PREMIUM_MARKER}`],
];

const CODES = [
  [
    FIXTURE_IDS.codeE212,
    'c-monarch',
    'E-212',
    'Hydraulic pump motor overcurrent',
    'The pump motor drew more current than its limit for 2 s.',
    'free',
    'hydraulics',
  ],
  [
    FIXTURE_IDS.codeSpn,
    'c-monarch',
    'SPN 520 FMI 3',
    'Hydraulic oil temperature sensor voltage high',
    'Sensor signal above normal range or shorted to battery.',
    'premium',
    'hydraulics',
  ],
  [
    FIXTURE_IDS.code0101,
    'c-monarch',
    '01-01',
    'Accelerator sensor fault',
    'Accelerator potentiometer output out of range.',
    'premium',
    'electrical',
  ],
  [
    FIXTURE_IDS.codeOtherBrand,
    'r-raynet',
    'E-212',
    'Lift motor thermal cut-back',
    'Lift motor temperature above 150 °C.',
    'premium',
    'hydraulics',
  ],
] as const;

export async function insertSearchFixture(db: Database): Promise<void> {
  await db.exec(`
    insert into public.brands (id, name, code_format, code_example, code_pattern) values
      ('c-monarch', 'C-Monarch', 'letter, dash, number', 'E-212', '^[A-Z]-?[0-9]+$'),
      ('r-raynet', 'R-Raynet', 'letter, dash, number', 'E-212', '^[A-Z]-?[0-9]+$')
    on conflict (id) do nothing;
    insert into public.systems (id, name) values ('hydraulics', 'Hydraulics'), ('brakes', 'Brakes'), ('engine', 'Engine'), ('electrical', 'Electrical')
    on conflict (id) do nothing;`);
  for (const [id, brand, kind, title, summary, tier, preview, series, fuel, systems, from, to] of MANUALS) {
    await db.query(
      `insert into public.manuals (id, brand_id, kind, title, summary, tier, preview_pages, series_ids, fuel_types, system_ids, serial_from, serial_to, object_path, page_count)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, 4)`,
      [id, brand, kind, title, summary, tier, preview, series, fuel, systems, from, to, `${brand}/${id}.pdf`],
    );
  }
  for (const [manual, page, section, body] of PAGES) {
    await db.query('insert into public.manual_pages (manual_id, page_number, section_title, body) values ($1, $2, $3, $4)', [
      manual,
      page,
      section,
      body,
    ]);
  }
  for (const [id, brand, code, title, summary, tier, system] of CODES) {
    await db.query(
      `insert into public.error_codes (id, brand_id, code, code_normalized, title, summary, severity, tier, system_id)
       values ($1, $2, $3, public.normalize_error_code($3), $4, $5, 'warn', $6, $7)`,
      [id, brand, code, title, summary, tier, system],
    );
  }
}
