// Finds `NAME/index.ts` (or `.js`) in the function folders, in order, and imports it once (TypeScript through the tsx loader).
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { relayErrors } from './relay-error';

export type FunctionHandler = (request: Request) => Response | Promise<Response>;

export interface FunctionModule {
  handler: FunctionHandler;
  /** `export const config = { verifyJwt: false }` lets a function take calls without a JWT (webhooks). */
  verifyJwt: boolean;
}

// Supabase's function slug rule; it also keeps the name a single safe path segment.
const FUNCTION_NAME = /^[A-Za-z][A-Za-z0-9_-]{0,127}$/;
const ENTRY_FILES = ['index.ts', 'index.js', 'index.mjs'];

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

export async function findFunctionFile(dirs: readonly string[], name: string): Promise<string | undefined> {
  if (!FUNCTION_NAME.test(name)) return undefined;
  for (const dir of dirs) {
    for (const entry of ENTRY_FILES) {
      const path = join(dir, name, entry);
      if (await isFile(path)) return path;
    }
  }
  return undefined;
}

function toModule(exports: Record<string, unknown>): FunctionModule {
  const handler = exports.default;
  if (typeof handler !== 'function') throw new TypeError('a function module must default-export (request: Request) => Response');
  const config = exports.config as { verifyJwt?: unknown } | undefined;
  return { handler: handler as FunctionHandler, verifyJwt: config?.verifyJwt !== false };
}

export function createModuleLoader(): (path: string) => Promise<FunctionModule> {
  const cache = new Map<string, Promise<FunctionModule>>();
  return (path) => {
    let loading = cache.get(path);
    if (!loading) {
      loading = import(pathToFileURL(path).href).then((exports: Record<string, unknown>) => toModule(exports));
      cache.set(path, loading);
      // A module that failed to load is retried on the next call (it may have been fixed).
      loading.catch(() => cache.delete(path));
    }
    return loading.catch((error: unknown) => {
      throw relayErrors.bootError(error);
    });
  };
}
