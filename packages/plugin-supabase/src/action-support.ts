/** Helpers shared by the plugin's action handlers: reading settings, key-value lists, the host they act on. */
import type { ActionContext, ActionDefinition, RealtimeChangeType } from '@kit/runtime-core';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { AuthState } from './auth-state';

/** What the actions reach: the client and auth state (each throws its configuration message when missing). */
export interface PluginHost {
  client(): SupabaseClient;
  authClient(): SupabaseClient;
  auth(): AuthState;
  /** The redirect URL of a page (seed 000 §2); undefined without a page. */
  redirectTo(page: unknown): string | undefined;
  /** Auto-syncs collections after a write (tables that are not realtime only). */
  afterWrite(table: string, type: RealtimeChangeType, rows: unknown): void;
}

/** Evaluates one setting of the action (formulas inside) in the execution's scope. */
export function arg(action: ActionDefinition, context: ActionContext, key: string): unknown {
  return context.evaluate(action[key]);
}

/** A non-empty text, else undefined. */
export function text(value: unknown): string | undefined {
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Key-value lists (`[{ key, value }]`) or objects, as an object; undefined for anything else. */
export function keyValues(value: unknown): Record<string, unknown> | undefined {
  if (Array.isArray(value)) {
    const result: Record<string, unknown> = {};
    for (const entry of value as unknown[]) {
      if (typeof entry === 'object' && entry !== null && typeof (entry as { key?: unknown }).key === 'string') {
        const { key, value: item } = entry as { key: string; value?: unknown };
        result[key] = item;
      }
    }
    return result;
  }
  return typeof value === 'object' && value !== null ? { ...(value as Record<string, unknown>) } : undefined;
}

/** Drops undefined entries (supabase-js sends what it is given). */
export function defined<T extends Record<string, unknown>>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as Partial<T>;
}
