import { describe, expect, it } from 'vitest';
import { PortalApiError } from '../../search/portal-api-error';
import { plainWorkOrderError } from './messages';

describe('work-order refusals', () => {
  it('are said in words by their stable code, never with the database message', () => {
    const raw = new PortalApiError('cause_required', 'new row for relation "work_orders" violates check constraint', { status: 400 });
    expect(plainWorkOrderError(raw)).toMatch(/^Name the cause/);
    expect(plainWorkOrderError(new PortalApiError('XX000', 'internal: relation pg_x', { status: 500 }))).toBe(
      'That did not work. Try again.',
    );
    expect(plainWorkOrderError(new TypeError('Failed to fetch'))).toBe('The connection dropped. Try again.');
  });
});
