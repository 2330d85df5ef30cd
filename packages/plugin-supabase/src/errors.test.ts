/** Backend error wrapping: the PGRST100 message verbatim, the provider message and the original as cause. */
import { describe, expect, it } from 'vitest';
import { SupabasePluginError, writeError } from './errors';

describe('backend errors', () => {
  it('rewords PGRST100 on writes, verbatim (seed 001 §8), keeping the original as cause', () => {
    const original = { code: 'PGRST100', message: 'unsupported' };
    const error = writeError(original);
    expect(error.message).toBe(
      'Mode minimal cannot be used on this postgres version, please update your supabase instance or use another mode.',
    );
    expect(error.code).toBe('DATABASE_MODE_MINIMAL_UNSUPPORTED');
    expect(error.cause).toBe(original);
  });

  it('wraps other errors with the provider message and the original as cause', () => {
    const original = { code: '23505', message: 'duplicate key value violates unique constraint "parts_pkey"' };
    const error = writeError(original);
    expect(error).toBeInstanceOf(SupabasePluginError);
    expect(error.message).toBe(original.message);
    expect(error.cause).toBe(original);
    expect(error.toJSON()).toEqual({ name: 'SupabasePluginError', code: 'PROVIDER_ERROR', message: original.message });
  });
});
