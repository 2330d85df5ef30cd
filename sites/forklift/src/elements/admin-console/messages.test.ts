// The console's failures read as sentences: known codes by their own words, others by their status, never raw text.
import { describe, expect, it } from 'vitest';
import { PortalApiError } from '../../search/portal-api-error';
import { adminMessage } from './messages';

describe('adminMessage', () => {
  it('says what a stable code means', () => {
    expect(adminMessage(new PortalApiError('reason_required', 'Give a reason (it is kept in the audit log).', { status: 400 }))).toBe(
      'Give a reason: it is kept in the audit log.',
    );
    expect(adminMessage(new PortalApiError('reference_not_on_page', 'raw', { status: 400 }))).toMatch(/does not point at a page/);
  });

  it('falls back on the status, never on the server’s text', () => {
    const raw = 'duplicate key value violates unique constraint "x"';
    expect(adminMessage(new PortalApiError('23505', raw, { status: 409 }))).not.toContain('duplicate');
    expect(adminMessage(new PortalApiError('42501', raw, { status: 403 }))).toMatch(/Only operators/);
    expect(adminMessage(new PortalApiError('500', raw, { status: 500 }))).toMatch(/could not answer/);
    expect(adminMessage(new TypeError('Failed to fetch'))).toMatch(/connection dropped/);
  });
});
