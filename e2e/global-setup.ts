// Starts the real server (`npm start`'s entry, the showcase site) on a fresh DATA_DIR and a free port for the browser journeys; the portal's journeys start their own.
import type { TestProject } from 'vitest/node';
import { readServerKeys, startServerProcess, type ServerProcess } from './server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The server's API keys (`npm run keys` on its DATA_DIR), for journeys that prepare data as an administrator. */
    anonKey: string;
    serviceRoleKey: string;
  }
}

let server: ServerProcess | undefined;

export async function setup(project: TestProject): Promise<void> {
  server = await startServerProcess({ site: 'showcase', dataDirPrefix: 'kit-e2e-', healthySeconds: 180, stdout: 'inherit' });
  project.provide('baseUrl', server.baseUrl);
  const keys = readServerKeys(server.dataDir);
  project.provide('anonKey', keys.anonKey);
  project.provide('serviceRoleKey', keys.serviceRoleKey);
}

export async function teardown(): Promise<void> {
  await server?.stop();
}
