// A small portal for the diagnostics tests: two brands, a free and a premium manual, free and premium codes, users.
import type { Database, JwtService } from '@kit/platform';

export const FREE_MANUAL = '0f000000-0000-4000-8000-000000000001';
export const PREMIUM_MANUAL = '0f000000-0000-4000-8000-000000000002';
export const RAYNET_MANUAL = '0f000000-0000-4000-8000-000000000003';
export const FREE_CODE = '0c000000-0000-4000-8000-000000000001';
export const PREMIUM_CODE = '0c000000-0000-4000-8000-000000000002';
export const RAYNET_CODE = '0c000000-0000-4000-8000-000000000003';
export const SPN_CODE = '0c000000-0000-4000-8000-000000000004';

export const PREMIUM_PAGE_TEXT = [
  'E-301  Line contactor welded',
  'Before working on the controller, disconnect the battery connector and discharge the capacitor bank.',
  'The main line contactor tips are welded closed after an arc at load.',
  'Measure the resistance across the open contactor tips: more than 1 MΩ is expected with the key off.',
  'Replace the line contactor assembly, part 55-1207, and check the coil suppression diode.',
].join('\n');

export const FREE_PAGE_TEXT = [
  'E-212  Hydraulic pump motor over temperature',
  'The pump motor thermal switch opened while lifting.',
  'A clogged hydraulic return filter makes the pump motor work against high pressure.',
  'The hydraulic oil level is low, so the pump cavitates and overheats.',
  'Check the hydraulic oil level with the forks lowered: the level must be between the MIN and MAX marks.',
  'Allow the motor to cool before touching it; hot surfaces can burn.',
  'Replace the return filter element and top up with the specified hydraulic oil.',
].join('\n');

const RAYNET_PAGE_TEXT = ['Code 01-01 Accelerator pedal signal out of range.', 'The accelerator potentiometer wiring is open.'].join('\n');

export async function insertFixture(db: Database): Promise<void> {
  await db.exec(`
    insert into public.brands (id, name, code_format, code_example, code_pattern, sort_order) values
      ('c-monarch', 'C-Monarch', 'E-NNN', 'E-212', '^E-?[0-9]+$', 1),
      ('r-raynet', 'R-Raynet', 'NN-NN', '01-01', '^[0-9]{2}-[0-9]{2}$', 2)
    on conflict do nothing;
    insert into public.fuel_types (id, name) values ('electric', 'Electric'), ('lpg', 'LPG') on conflict do nothing;
    insert into public.series (id, brand_id, name, fuel_types) values
      ('cm-e20', 'c-monarch', 'E20 electric', '{electric}'), ('cm-g30', 'c-monarch', 'G30 LPG', '{lpg}'), ('rr-8', 'r-raynet', '8 series', '{lpg}')
    on conflict do nothing;
    insert into public.models (id, series_id, brand_id, name, fuel_type, serial_from, serial_to) values
      ('cm-e20-a', 'cm-e20', 'c-monarch', 'E20A', 'electric', 1000, 4999), ('cm-e20-b', 'cm-e20', 'c-monarch', 'E20B', 'electric', 5000, null)
    on conflict do nothing;
    insert into public.manuals (id, brand_id, series_ids, fuel_types, kind, title, tier, object_path, page_count) values
      ('${FREE_MANUAL}', 'c-monarch', '{cm-e20}', '{electric}', 'service', 'C-Monarch E20 Service Manual', 'free', 'c-monarch/e20-service.pdf', 1),
      ('${PREMIUM_MANUAL}', 'c-monarch', '{cm-e20}', '{electric}', 'service', 'C-Monarch E20 Controller Manual', 'premium', 'c-monarch/e20-controller.pdf', 1),
      ('${RAYNET_MANUAL}', 'r-raynet', '{rr-8}', '{lpg}', 'service', 'R-Raynet 8 Service Manual', 'free', 'r-raynet/8-service.pdf', 1)
    on conflict do nothing;
    insert into public.manual_pages (manual_id, page_number, section_title, body) values
      ('${FREE_MANUAL}', 1, 'E-212 Pump motor over temperature', $t$${FREE_PAGE_TEXT}$t$),
      ('${PREMIUM_MANUAL}', 1, 'E-301 Line contactor welded', $t$${PREMIUM_PAGE_TEXT}$t$),
      ('${RAYNET_MANUAL}', 1, '01-01 Accelerator', $t$${RAYNET_PAGE_TEXT}$t$)
    on conflict do nothing;
    insert into public.error_codes (id, brand_id, series_ids, fuel_types, code, code_normalized, title, summary, severity, tier) values
      ('${FREE_CODE}', 'c-monarch', '{cm-e20}', '{electric}', 'E-212', 'E-212', 'Hydraulic pump motor over temperature',
        'The pump motor thermal switch opened while lifting.', 'warn', 'free'),
      ('${PREMIUM_CODE}', 'c-monarch', '{cm-e20}', '{electric}', 'E-301', 'E-301', 'Line contactor welded',
        'The controller saw the line contactor closed before it was commanded.', 'stop', 'premium'),
      ('${SPN_CODE}', 'c-monarch', '{cm-g30}', '{lpg}', 'SPN 520 FMI 3', 'SPN-520-FMI-3', 'Fuel lock-off valve circuit high',
        'The LPG lock-off valve circuit voltage is above normal.', 'warn', 'free'),
      ('${RAYNET_CODE}', 'r-raynet', '{rr-8}', '{lpg}', '01-01', '1-1', 'Accelerator pedal signal out of range',
        'The accelerator signal is outside its range.', 'warn', 'free')
    on conflict do nothing;
    insert into public.error_code_details (error_code_id, trigger_condition, effect, causes, checks, remedy, remedy_manual_id, remedy_page_number, page_refs) values
      ('${FREE_CODE}', 'The pump motor thermal switch opened while lifting.', '',
        '[{"text": "A clogged hydraulic return filter makes the pump motor work against high pressure.", "manualId": "${FREE_MANUAL}", "pageNumber": 1},
          {"text": "The hydraulic oil level is low, so the pump cavitates and overheats.", "manualId": "${FREE_MANUAL}", "pageNumber": 1}]',
        '[{"text": "Check the hydraulic oil level with the forks lowered: the level must be between the MIN and MAX marks.", "expected": "between the MIN and MAX marks", "manualId": "${FREE_MANUAL}", "pageNumber": 1}]',
        'Replace the return filter element and top up with the specified hydraulic oil.', '${FREE_MANUAL}', 1,
        '[{"manualId": "${FREE_MANUAL}", "pageNumber": 1}]'),
      ('${PREMIUM_CODE}', 'The controller saw the line contactor closed before it was commanded.', 'The truck will not drive or lift.',
        '[{"text": "The main line contactor tips are welded closed after an arc at load.", "manualId": "${PREMIUM_MANUAL}", "pageNumber": 1}]',
        '[{"text": "Measure the resistance across the open contactor tips: more than 1 MΩ is expected with the key off.", "expected": "more than 1 MΩ", "manualId": "${PREMIUM_MANUAL}", "pageNumber": 1}]',
        'Replace the line contactor assembly, part 55-1207, and check the coil suppression diode.', '${PREMIUM_MANUAL}', 1,
        '[{"manualId": "${PREMIUM_MANUAL}", "pageNumber": 1}]'),
      ('${RAYNET_CODE}', '', '', '[{"text": "The accelerator potentiometer wiring is open.", "manualId": "${RAYNET_MANUAL}", "pageNumber": 1}]', '[]', '', null, null, '[]')
    on conflict do nothing;
  `);
}

export interface TestUser {
  id: string;
  token: string;
}

/** A signed-in user (freemium by the sign-up trigger) with extra roles, and an access token for them. */
export async function createUser(db: Database, jwt: JwtService, email: string, roles: string[] = []): Promise<TestUser> {
  const { rows } = await db.query<{ id: string }>(`insert into auth.users (id, email) values (gen_random_uuid(), $1) returning id`, [
    email,
  ]);
  const id = rows[0]?.id as string;
  if (roles.length > 0) {
    await db.query(`insert into public.custom_user_roles (user_id, role_id) select $1, id from public.roles where name = any($2)`, [
      id,
      roles,
    ]);
  }
  const now = Math.floor(Date.now() / 1000);
  const token = await jwt.sign({
    sub: id,
    role: 'authenticated',
    aud: 'authenticated',
    email,
    iat: now,
    exp: now + 3600,
    session_id: id,
    aal: 'aal1',
    amr: [],
    app_metadata: {},
    user_metadata: {},
    is_anonymous: false,
  });
  return { id, token };
}
