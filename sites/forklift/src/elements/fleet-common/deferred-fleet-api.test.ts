import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDeferredFleetApi, DEFERRED_FLEET_CALLS } from './deferred-fleet-api';
import { createFleetApi } from './fleet-api';
import { PortalApiError } from '../../search/portal-api-error';

afterEach(() => vi.unstubAllGlobals());

describe('createDeferredFleetApi', () => {
  it('has every call of the fleet API client', () => {
    expect([...DEFERRED_FLEET_CALLS, 'signedIn'].sort()).toEqual(Object.keys(createFleetApi()).sort());
    expect(Object.keys(createDeferredFleetApi()).sort()).toEqual(Object.keys(createFleetApi()).sort());
  });

  it('forwards a call to the client once its code has loaded, with its answer and its errors', async () => {
    const fetch = vi.fn(async (url: string) =>
      url.includes('fleet_invitation_preview')
        ? new Response(JSON.stringify({ status: 'pending' }), { status: 200 })
        : new Response(JSON.stringify({ hint: 'not_found', message: 'Gone.' }), { status: 404 }),
    );
    vi.stubGlobal('fetch', fetch);
    const api = createDeferredFleetApi();
    await expect(api.invitationPreview('token-1')).resolves.toEqual({ status: 'pending' });
    expect(String(fetch.mock.calls[0]?.[0])).toContain('/rest/v1/rpc/fleet_invitation_preview');
    const failure = await api.acceptInvitation('token-1').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PortalApiError);
    expect(failure).toMatchObject({ code: 'not_found', status: 404 });
  });

  it('reads whether the visitor is signed in without loading the client', () => {
    expect(createDeferredFleetApi().signedIn()).toBe(false);
  });
});
