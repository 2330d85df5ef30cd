/** The variables store: rules, persistence, query mirroring, navigation, subscriptions. */
import { describe, expect, it, vi } from 'vitest';
import { createMemoryLogger } from '../adapters/logger';
import { createMemoryStorage } from '../adapters/storage';
import { createMemoryUrl } from '../adapters/url';
import { VariableError } from '../errors';
import { computed } from '../reactive/signal';
import { createVariableStore, variableStorageKey } from './store';
import type { VariableDefinition } from './types';

const definitions: VariableDefinition[] = [
  { id: 'v-count', name: 'count', type: 'number', defaultValue: 1 },
  { id: 'v-flag', name: 'flag', type: 'boolean', defaultValue: false },
  { id: 'v-user', name: 'user', type: 'object', defaultValue: { name: 'Ann', address: { city: 'Oslo' } } },
  { id: 'v-list', name: 'list', type: 'array', defaultValue: ['a'] },
  { id: 'v-text', name: 'text', type: 'string' },
];

describe('variable store', () => {
  it('starts from default values (copied) and null without one', () => {
    const store = createVariableStore(definitions);
    expect(store.peek('v-count')).toBe(1);
    expect(store.peek('v-text')).toBeNull();
    expect(store.peek('v-user')).toEqual({ name: 'Ann', address: { city: 'Oslo' } });
    expect(store.peek('v-user')).not.toBe(definitions[2]?.defaultValue);
  });

  it('applies the typed rules on write', () => {
    const store = createVariableStore(definitions);
    expect(store.set('v-count', '42.5')).toBe(42.5);
    expect(store.set('v-flag', 'true')).toBe(true);
    expect(store.set('v-list', '["x","y"]')).toEqual(['x', 'y']);
    expect(() => store.set('v-flag', 'maybe')).toThrow(VariableError);
    expect(() => store.set('v-flag', 'maybe')).toThrow('value must be a boolean');
    expect(store.peek('v-flag')).toBe(true);
  });

  it('sets a path inside an object, which needs no object value', () => {
    const store = createVariableStore(definitions);
    const before = store.peek('v-user') as { address: unknown };
    store.set('v-user', 'Bergen', { path: 'address.city' });
    expect(store.peek('v-user')).toEqual({ name: 'Ann', address: { city: 'Bergen' } });
    expect(before).toEqual({ name: 'Ann', address: { city: 'Oslo' } });
    expect(() => store.set('v-user', 5)).toThrow('value must be an object');
    expect(store.set('v-user', 'not json')).toEqual({});
  });

  it('applies array updates at an index', () => {
    const store = createVariableStore(definitions);
    store.set('v-list', 'b', { arrayUpdateType: 'push' });
    store.set('v-list', 'z', { arrayUpdateType: 'unshift' });
    store.set('v-list', 'm', { arrayUpdateType: 'insert', index: 1 });
    expect(store.peek('v-list')).toEqual(['z', 'm', 'a', 'b']);
    store.set('v-list', null, { arrayUpdateType: 'delete', index: 2 });
    store.set('v-list', 'B', { arrayUpdateType: 'update', index: 2 });
    store.set('v-list', null, { arrayUpdateType: 'shift' });
    store.set('v-list', null, { arrayUpdateType: 'pop' });
    expect(store.peek('v-list')).toEqual(['m']);
    expect(() => store.set('v-list', 'x')).not.toThrow();
    expect(() => store.set('v-list', 5)).toThrow('value must be an array');
  });

  it('copies written objects unless the variable preserves references', () => {
    const store = createVariableStore([...definitions, { id: 'v-ref', type: 'object', preserveReference: true }]);
    const value = { nested: { a: 1 } };
    store.set('v-user', value);
    value.nested.a = 2;
    expect(store.peek('v-user')).toEqual({ nested: { a: 1 } });
    const sdkObject = { instance: true };
    store.set('v-ref', sdkObject);
    expect(store.peek('v-ref')).toBe(sdkObject);
  });

  it('resets to the default value', () => {
    const store = createVariableStore(definitions);
    store.set('v-count', 9);
    store.reset('v-count');
    expect(store.peek('v-count')).toBe(1);
  });

  it('wakes only the subscribers of the changed variable, and not on equal writes', () => {
    const store = createVariableStore(definitions);
    const onCount = vi.fn();
    const onUser = vi.fn();
    store.subscribe('v-count', onCount);
    store.subscribe('v-user', onUser);
    store.set('v-count', 2);
    store.set('v-user', { name: 'Ann', address: { city: 'Oslo' } });
    expect(onCount).toHaveBeenCalledTimes(1);
    expect(onUser).not.toHaveBeenCalled();
    expect(store.getSnapshot('v-count')).toBe(2);
  });

  it('exposes a view by id and by name whose reads are tracked', () => {
    const store = createVariableStore(definitions);
    expect(Object.keys(store.view)).toEqual(['v-count', 'v-flag', 'v-user', 'v-list', 'v-text']);
    expect(store.view.count).toBe(1);
    const doubled = computed(() => (store.view['v-count'] as number) * 2);
    const listener = vi.fn();
    doubled.subscribe(listener);
    store.set('v-flag', true);
    expect(listener).not.toHaveBeenCalled();
    store.set('v-count', 5);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(doubled.get()).toBe(10);
  });

  it('throws for unknown variables', () => {
    const store = createVariableStore(definitions);
    expect(() => store.set('nope', 1)).toThrow('Variable not found.');
    expect(store.has('nope')).toBe(false);
  });

  describe('local storage', () => {
    const persisted: VariableDefinition = { id: 'v-p', type: 'array', defaultValue: [], isLocalStorage: true };

    it('writes JSON and reads it back at start', () => {
      const storage = createMemoryStorage();
      createVariableStore([persisted], { storage }).set('v-p', [1, 2]);
      expect(storage.getItem(variableStorageKey('v-p'))).toBe('[1,2]');
      expect(createVariableStore([persisted], { storage }).peek('v-p')).toEqual([1, 2]);
    });

    it.each(['not json', '{"a":1', '"text"', 'true'])('falls back to the default for the stored value %j', (raw) => {
      const logger = createMemoryLogger();
      const storage = createMemoryStorage({ [variableStorageKey('v-b')]: raw });
      const store = createVariableStore([{ id: 'v-b', type: 'boolean', defaultValue: false, isLocalStorage: true }], { storage, logger });
      expect(store.peek('v-b')).toBe(raw === 'true' ? true : false);
    });

    it('falls back to the default when a stored array is not one', () => {
      const storage = createMemoryStorage({ [variableStorageKey('v-p')]: '{"a":1}' });
      expect(createVariableStore([{ ...persisted, defaultValue: ['d'] }], { storage }).peek('v-p')).toEqual(['d']);
    });
  });

  describe('query variables', () => {
    const query: VariableDefinition = { id: 'v-q', name: 'search', type: 'query', defaultValue: 'all' };

    it('start from the URL, by queryName or else name', () => {
      expect(createVariableStore([query], { url: createMemoryUrl('?search=boots&x=1') }).peek('v-q')).toBe('boots');
      const named = { ...query, queryName: 'q' };
      expect(createVariableStore([named], { url: createMemoryUrl('?q=hats&search=no') }).peek('v-q')).toBe('hats');
      expect(createVariableStore([query], { url: createMemoryUrl('?other=1') }).peek('v-q')).toBe('all');
    });

    it('mirror writes into the URL with replace, and omit the default value', () => {
      const url = createMemoryUrl('?page=2');
      const store = createVariableStore([query], { url });
      store.set('v-q', 'red shoes');
      expect(url.getSearch()).toBe('?page=2&search=red%20shoes');
      store.set('v-q', 'all');
      expect(url.getSearch()).toBe('?page=2');
      store.set('v-q', 'x');
      store.reset('v-q');
      expect(url.getSearch()).toBe('?page=2');
      expect(url.history).toEqual(['?page=2&search=red%20shoes', '?page=2', '?page=2&search=x', '?page=2']);
    });

    it('refuse objects and read the URL again on demand', () => {
      const url = createMemoryUrl('?search=a');
      const store = createVariableStore([query], { url });
      expect(() => store.set('v-q', { a: 1 })).toThrow('value must be a string');
      url.replaceSearch('?search=b');
      store.syncFromUrl();
      expect(store.peek('v-q')).toBe('b');
      url.replaceSearch('');
      store.syncFromUrl();
      expect(store.peek('v-q')).toBe('all');
    });
  });

  it('keeps persistent-on-navigation variables on a page change and resets the others', () => {
    const store = createVariableStore([
      { id: 'keep', type: 'number', defaultValue: 0, isPersistentOnNav: true },
      { id: 'drop', type: 'number', defaultValue: 0 },
    ]);
    store.set('keep', 5);
    store.set('drop', 5);
    store.resetForNavigation();
    expect(store.peek('keep')).toBe(5);
    expect(store.peek('drop')).toBe(0);
  });

  it('redefines and removes variables', () => {
    const store = createVariableStore(definitions);
    store.define([{ id: 'v-count', name: 'count', type: 'number', defaultValue: 7 }]);
    expect(store.peek('v-count')).toBe(7);
    store.remove(['v-count']);
    expect(store.has('v-count')).toBe(false);
    expect('v-count' in store.view).toBe(false);
  });
});
