/** The settings-validity rules of seed 000 §5 and the role-link column defaults. */
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ROLE_COLUMN,
  DEFAULT_USER_COLUMN,
  isCollectionConfigValid,
  isConfigurationValid,
  isConnectionValid,
  isRealtimeSettingValid,
  resolveRoleSettings,
} from './settings';

describe('settings validity (seed 000 §5)', () => {
  it('connection: an access token or the custom mode', () => {
    expect(isConnectionValid({ connectionMode: 'custom' })).toBe(true);
    expect(isConnectionValid({ accessToken: 'sbp_token' })).toBe(true);
    expect(isConnectionValid({ connectionMode: 'supabase' })).toBe(false);
    expect(isConnectionValid({ accessToken: ' ' })).toBe(false);
  });

  it('configuration: a project URL and an API key', () => {
    expect(isConfigurationValid({ projectUrl: 'http://localhost:54321', publicKey: 'anon' })).toBe(true);
    expect(isConfigurationValid({ projectUrl: 'http://localhost:54321' })).toBe(false);
    expect(isConfigurationValid({ publicKey: 'anon' })).toBe(false);
  });

  it('realtime collections: realtime tables set', () => {
    expect(isRealtimeSettingValid({ realtimeTables: ['parts'] })).toBe(true);
    expect(isRealtimeSettingValid({ realtimeTables: [] })).toBe(false);
    expect(isRealtimeSettingValid({})).toBe(false);
  });

  it('collection: a table chosen', () => {
    expect(isCollectionConfigValid({ table: 'parts' })).toBe(true);
    expect(isCollectionConfigValid({ table: '' })).toBe(false);
    expect(isCollectionConfigValid(undefined)).toBe(false);
  });

  it('role-link columns default to userId and roleId', () => {
    expect(resolveRoleSettings(undefined)).toEqual({ userColumn: DEFAULT_USER_COLUMN, roleColumn: DEFAULT_ROLE_COLUMN });
    expect(DEFAULT_USER_COLUMN).toBe('userId');
    expect(DEFAULT_ROLE_COLUMN).toBe('roleId');
    expect(resolveRoleSettings({ userRoleTable: 'custom_user_roles', userColumn: 'user_id', roleColumn: 'role_id' })).toMatchObject({
      userColumn: 'user_id',
      roleColumn: 'role_id',
    });
  });
});
