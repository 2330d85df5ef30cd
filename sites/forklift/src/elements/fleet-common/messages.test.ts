import { describe, expect, it } from 'vitest';
import { PortalApiError } from '../../search/portal-api-error';
import { fleetMessage, plainFleetError } from './messages';

const failure = (code: string, message: string, status = 400) => new PortalApiError(code, message, { status });

describe('fleet messages', () => {
  it.each([
    ['42501', 'new row violates row-level security policy for table "fleet_trucks"', 403, 'Your role in this fleet does not allow this.'],
    [
      '23502',
      'null value in column "fix" of relation "fleet_fault_events" violates not-null constraint',
      400,
      'A required field is empty.',
    ],
    ['XX000', 'syntax error at or near "select"', 400, 'That did not work.'],
    ['XX000', 'relation "public.fleet_trucks" does not exist', 500, 'The portal could not do that just now.'],
    ['XX000', 'Error: boom\n    at run (server.ts:1:1)', 500, 'The portal could not do that just now.'],
  ])('says %s in words, never the database text', (code, message, status, expected) => {
    const shown = fleetMessage(failure(code, message, status));
    expect(shown.startsWith(expected)).toBe(true);
    expect(shown).not.toMatch(/violates|relation "|syntax error|\n\s+at /);
  });

  it('keeps the fleet functions’ own refusals, as a sentence', () => {
    expect(fleetMessage(failure('invitation_used', 'this invitation has already been used', 409))).toBe(
      'This invitation has already been used.',
    );
    expect(fleetMessage(failure('service_not_saved', 'The maintenance was not recorded. Try again.', 500))).toBe(
      'The maintenance was not recorded. Try again.',
    );
  });

  it('keeps the code and status, so a page can still tell cases apart', () => {
    const plain = plainFleetError(failure('23505', 'duplicate key value violates unique constraint "x"', 409));
    expect([plain.code, plain.status, plain.message]).toEqual(['23505', 409, 'This is already recorded in the fleet.']);
  });
});
