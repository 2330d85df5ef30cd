/**
 * Service worker registration (seed 001 §7): registered from the base path at `serviceworker.js?_wwcv={cacheVersion}`
 * while the design's manifest use is enabled; when it is disabled every worker of the origin is unregistered. A
 * failure is only logged: the site works without a worker.
 */
import { normalizeBasePath } from '@kit/runtime-core';
import type { DesignInfo } from '@kit/runtime-core';

export const SERVICE_WORKER_FILE = 'serviceworker.js';
export const REGISTRATION_FAILED_MESSAGE = 'Service worker registration failed:';

/** The parts of `navigator.serviceWorker` used here. */
export interface WorkerContainer {
  register(url: string): Promise<unknown>;
  getRegistrations(): Promise<ReadonlyArray<{ unregister(): Promise<boolean> }>>;
}

export interface ServiceWorkerOptions {
  design: Pick<DesignInfo, 'baseTag' | 'cacheVersion' | 'disableManifest'>;
  /** `navigator.serviceWorker` by default; absent in browsers without workers (nothing is done then). */
  container?: WorkerContainer | undefined;
  logger?: Pick<Console, 'error'>;
}

/** The base path from the design's base-tag setting, as the router normalises it (starts and ends with a slash). */
export function basePath(baseTag: DesignInfo['baseTag']): string {
  return normalizeBasePath(baseTag?.href);
}

export function serviceWorkerUrl(design: ServiceWorkerOptions['design']): string {
  return `${basePath(design.baseTag)}${SERVICE_WORKER_FILE}?_wwcv=${encodeURIComponent(String(design.cacheVersion ?? ''))}`;
}

export function isManifestEnabled(design: ServiceWorkerOptions['design']): boolean {
  return design.disableManifest !== true;
}

function defaultContainer(): WorkerContainer | undefined {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? navigator.serviceWorker : undefined;
}

/** Registers the site's worker, or unregisters every worker when manifest use is disabled. Never throws. */
export async function setUpServiceWorker(options: ServiceWorkerOptions): Promise<void> {
  const container = 'container' in options ? options.container : defaultContainer();
  const logger = options.logger ?? console;
  if (container === undefined) return;
  try {
    if (isManifestEnabled(options.design)) {
      await container.register(serviceWorkerUrl(options.design));
    } else {
      for (const registration of await container.getRegistrations()) await registration.unregister();
    }
  } catch (error) {
    logger.error(REGISTRATION_FAILED_MESSAGE, error);
  }
}
