// The fleet pages' common state: the API, the signed-in member, their organizations and the one they work in.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { createDeferredFleetApi } from './deferred-fleet-api';
import type { FleetApi } from './fleet-api';
import { PortalApiError } from '../../search/portal-api-error';
import { plainFleetError } from './messages';
import { sessionUser, storedOrganization, storeOrganization, type SessionUser } from './session';
import type { Organization, Role } from './types';

export type Load<T> = { state: 'loading' } | { state: 'error'; error: PortalApiError } | { state: 'ready'; value: T };

/** A failure as the fleet pages show it: in the member's words (messages.ts), a dropped connection said as such. */
export function asFleetError(error: unknown): PortalApiError {
  return error instanceof PortalApiError
    ? plainFleetError(error)
    : new PortalApiError('network', 'The connection dropped. Check the network and try again.', { status: 0 });
}

export interface FleetState {
  api: FleetApi;
  /** Null until read after hydration (the server renders without the session). */
  user: SessionUser | null | undefined;
  organizations: Load<Organization[]>;
  organization: Organization | undefined;
  choose(id: string): void;
  reload(): void;
}

export function useFleet(): FleetState {
  // The client's code loads with the first call (after hydration: calls start in effects and handlers).
  const api = useMemo(() => createDeferredFleetApi(), []);
  const [user, setUser] = useState<SessionUser | null | undefined>(undefined);
  const [organizations, setOrganizations] = useState<Load<Organization[]>>({ state: 'loading' });
  const [chosen, setChosen] = useState<string | null>(null);
  const [round, setRound] = useState(0);

  useEffect(() => {
    const now = sessionUser();
    setUser(now);
    setChosen(storedOrganization());
    if (!now) return;
    let live = true;
    api.myOrganizations().then(
      (list) => live && setOrganizations({ state: 'ready', value: list }),
      (error: unknown) => live && setOrganizations({ state: 'error', error: asFleetError(error) }),
    );
    return () => {
      live = false;
    };
  }, [api, round]);

  const list = organizations.state === 'ready' ? organizations.value : [];
  const organization = list.find((entry) => entry.organization_id === chosen) ?? list[0];
  const choose = useCallback((id: string) => {
    storeOrganization(id);
    setChosen(id);
  }, []);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { api, user, organizations, organization, choose, reload };
}

/** Loads `read()` whenever `deps` change; `refresh` runs it again. */
/** The member's role in an organization (not necessarily the chosen one), once their organizations are loaded. */
export function roleIn(fleet: FleetState, organizationId: string | undefined): Role | undefined {
  if (fleet.organizations.state !== 'ready' || !organizationId) return undefined;
  return fleet.organizations.value.find((entry) => entry.organization_id === organizationId)?.role;
}

export function useLoad<T>(read: (() => Promise<T>) | null, deps: readonly unknown[]): [Load<T>, () => void] {
  const [load, setLoad] = useState<Load<T>>({ state: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!read) return;
    let live = true;
    read().then(
      (value) => live && setLoad({ state: 'ready', value }),
      (error: unknown) => live && setLoad({ state: 'error', error: asFleetError(error) }),
    );
    return () => {
      live = false;
    };
  }, [...deps, round]);
  return [load, useCallback(() => setRound((n) => n + 1), [])];
}
