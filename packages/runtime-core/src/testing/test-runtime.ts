/** A runtime wired entirely to in-memory services, instant timers and a memory logger, for tests. */
import { createFixedGeolocation, createMemoryClipboard } from '../adapters/device';
import type { GeoPosition } from '../adapters/device';
import { createMemoryFileService } from '../adapters/files';
import type { MemoryFileService } from '../adapters/files';
import { createMemoryLogger } from '../adapters/logger';
import type { MemoryLogger } from '../adapters/logger';
import { createMemoryStorage } from '../adapters/storage';
import { createInstantTimers } from '../adapters/timers';
import { createMemoryUrl } from '../adapters/url';
import { createRuntime } from '../create-runtime';
import type { Runtime, RuntimeOptions } from '../runtime';
import {
  createMemoryCollections,
  createMemoryElements,
  createMemoryLanguage,
  createMemoryNavigation,
  createMemoryPopups,
  createMemoryTheme,
} from '../services/memory-services';
import type { MemoryCollections, MemoryElements, MemoryNavigation, MemoryPopups } from '../services/memory-services';
import type { CollectionState, PageInfo } from '../services/types';

export interface TestRuntimeOptions extends Omit<RuntimeOptions, 'services' | 'logger' | 'storage' | 'url'> {
  pages?: readonly PageInfo[];
  collections?: readonly CollectionState[];
  languages?: readonly string[];
  canGoBack?: boolean;
  search?: string;
  storage?: Record<string, string>;
  position?: GeoPosition | Error | null;
  services?: RuntimeOptions['services'];
}

export interface TestRuntime extends Runtime {
  readonly log: MemoryLogger;
  readonly memory: {
    navigation: MemoryNavigation;
    collections: MemoryCollections;
    popups: MemoryPopups;
    elements: MemoryElements;
    files: MemoryFileService;
    clipboard: ReturnType<typeof createMemoryClipboard>;
    timers: ReturnType<typeof createInstantTimers>;
    url: ReturnType<typeof createMemoryUrl>;
    storage: ReturnType<typeof createMemoryStorage>;
  };
}

export function createTestRuntime(options: TestRuntimeOptions = {}): TestRuntime {
  const log = createMemoryLogger();
  const memory = {
    navigation: createMemoryNavigation(options.pages ?? [], { canGoBack: options.canGoBack ?? false }),
    collections: createMemoryCollections(options.collections ?? []),
    popups: createMemoryPopups(),
    elements: createMemoryElements(),
    files: createMemoryFileService(),
    clipboard: createMemoryClipboard(),
    timers: createInstantTimers(),
    url: createMemoryUrl(options.search ?? ''),
    storage: createMemoryStorage(options.storage ?? {}),
  };
  const languages = options.languages ?? ['en'];
  const runtime = createRuntime({
    ...options,
    logger: log,
    storage: memory.storage,
    url: memory.url,
    services: {
      navigation: memory.navigation,
      collections: memory.collections,
      popups: memory.popups,
      elements: memory.elements,
      files: memory.files,
      clipboard: memory.clipboard,
      timers: memory.timers,
      language: createMemoryLanguage({ lang: languages[0], defaultLang: languages[0], available: languages }),
      theme: createMemoryTheme(),
      geolocation: options.position === null || options.position === undefined ? undefined : createFixedGeolocation(options.position),
      ...options.services,
    },
  });
  return { ...runtime, log, memory };
}
