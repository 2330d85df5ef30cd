/** A runtime with in-memory services wherever none is given: tests, the server's render, scripts. */
import { browserClipboard, browserGeolocation } from './adapters/device';
import { createMemoryFileService } from './adapters/files';
import { realTimers } from './adapters/timers';
import { composeRuntime } from './runtime';
import type { Runtime, RuntimeOptions } from './runtime';
import { createCustomCodeRegistry } from './services/custom-code';
import {
  createMemoryCollections,
  createMemoryElements,
  createMemoryLanguage,
  createMemoryNavigation,
  createMemoryPopups,
  createMemoryTheme,
} from './services/memory-services';
import type { RuntimeServices } from './workflows/types';

/** The given services, completed with in-memory ones (the browser's clipboard and geolocation when there are). */
export function defaultServices(overrides: Partial<RuntimeServices> = {}): RuntimeServices {
  return {
    navigation: overrides.navigation ?? createMemoryNavigation(),
    collections: overrides.collections ?? createMemoryCollections(),
    popups: overrides.popups ?? createMemoryPopups(),
    language: overrides.language ?? createMemoryLanguage(),
    theme: overrides.theme ?? createMemoryTheme(),
    elements: overrides.elements ?? createMemoryElements(),
    files: overrides.files ?? createMemoryFileService(),
    clipboard: 'clipboard' in overrides ? overrides.clipboard : browserClipboard(),
    geolocation: 'geolocation' in overrides ? overrides.geolocation : browserGeolocation(),
    timers: overrides.timers ?? realTimers,
    customCode: overrides.customCode ?? createCustomCodeRegistry(),
  };
}

export function createRuntime(options: RuntimeOptions = {}): Runtime {
  return composeRuntime({ ...options, services: defaultServices(options.services ?? {}) });
}
