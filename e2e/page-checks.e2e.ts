import { describe, expect, it } from 'vitest';
import { databaseTextIn } from './page-checks';

describe('the database-text check', () => {
  it.each([
    'null value in column "fix" of relation "fleet_fault_events" violates not-null constraint',
    'new row violates row-level security policy for table "fleet_trucks"',
    'ERROR: syntax error at or near "selec"',
    'SQLSTATE 23505',
    'duplicate key value violates unique constraint "fleet_trucks_organization_id_brand_id_serial_number_key"',
    'permission denied for table fleet_trucks',
    'invalid input syntax for type uuid: "x"',
    'Error: boom\n    at runImport (/work/main/sites/forklift/src/importer/run-import.ts:12:5)',
    'TypeError: x\n    at file:///srv/app.js:1:2',
  ])('finds %s', (text) => {
    expect(databaseTextIn(text)).toBeDefined();
  });

  it.each([
    'The brand is missing.',
    'Your role in this fleet does not allow this. Ask a fleet manager.',
    'Check the relation between the pump and the valve at 2000 h.',
    'Look at the mast chains',
  ])('lets plain words through: %s', (text) => {
    expect(databaseTextIn(text)).toBeUndefined();
  });
});
