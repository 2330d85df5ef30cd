/** The standard plugins a site runs, wired from the page's state: ids from the design, the site's extras, Supabase last. */
import { parseDesignInfo, parsePageData } from '@kit/runtime-core';
import type { SiteState } from '@kit/runtime-react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { actionPlugin, createSitePlugins, publicSettings } from './site-plugins';

function siteState(): SiteState {
  const design = parseDesignInfo({
    id: 'site-1',
    homePageId: 'home',
    pages: [{ id: 'home', paths: { default: '' }, title: 'Home' }],
    plugins: [
      { id: 'db', settings: { publicData: { connectionMode: 'custom' } } },
      { id: 'pay', settings: { publicData: { publicApiKey: 'pk_sandbox' } } },
    ],
  });
  return { design, pageData: parsePageData({ cacheVersion: 1, page: { id: 'home' } }), lang: 'en', config: { anonKey: 'anon-key' } };
}

describe('createSitePlugins', () => {
  // supabase-js's realtime client wants a WebSocket at construction; Node 20 has none built in (browsers do).
  beforeAll(() => {
    vi.stubGlobal('WebSocket', WebSocket);
    return () => vi.unstubAllGlobals();
  });

  it('builds Stripe, REST, the site extras and then Supabase (whose auth hooks guard pages) under the design ids', () => {
    const register = vi.fn();
    const extra = actionPlugin('site-actions', { 'site:hello': async () => 'hi' });
    const plugins = createSitePlugins(siteState(), { origin: 'http://site.test', ids: { supabase: 'db', stripe: 'pay' }, extra: [extra] });
    expect(plugins.map((plugin) => plugin.id)).toEqual(['pay', 'rest-api', 'site-actions', 'db']);
    expect(plugins.at(-1)?.authHooks).toBeTypeOf('function');
    expect(plugins.at(-1)?.collectionSource).toBeDefined();
    extra.install({ actions: { register } } as never);
    expect(register).toHaveBeenCalledWith('site:hello', expect.any(Function));
    for (const plugin of plugins) plugin.dispose?.();
  });

  it('reads only publicData of a plugin, and nothing for one the design lacks', () => {
    expect(publicSettings(siteState(), 'pay')).toEqual({ publicApiKey: 'pk_sandbox' });
    expect(publicSettings(siteState(), 'missing')).toEqual({});
  });
});
