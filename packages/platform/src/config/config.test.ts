import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '.';

describe('loadConfig', () => {
  it('applies the contract defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 3000,
      site: 'forklift',
      siteUrl: 'http://localhost:3000',
      sampleContent: true,
      authAutoconfirm: false,
    });
    expect(config.dataDir.endsWith('/data')).toBe(true);
    expect(config.databaseUrl).toBeUndefined();
  });

  it('reads every variable and normalises SITE_URL', () => {
    const config = loadConfig({
      PORT: '8080',
      SITE: 'showcase',
      SITE_URL: 'https://example.test/',
      SAMPLE_CONTENT: 'false',
      AUTH_AUTOCONFIRM: '1',
      DATABASE_URL: 'postgres://x@y/z',
      LLM_BASE_URL: 'http://127.0.0.1:9/v1',
      LLM_MODEL: 'm',
    });
    expect(config).toMatchObject({
      port: 8080,
      site: 'showcase',
      siteUrl: 'https://example.test',
      sampleContent: false,
      authAutoconfirm: true,
      databaseUrl: 'postgres://x@y/z',
      llm: { baseUrl: 'http://127.0.0.1:9/v1', model: 'm' },
    });
  });

  it('refuses malformed values with a clear message', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ SAMPLE_CONTENT: 'maybe' })).toThrow('SAMPLE_CONTENT must be true or false, got "maybe".');
  });

  it('reads TRUST_PROXY as fastify takes it, unset or false meaning no proxy', () => {
    expect(loadConfig({}).trustProxy).toBeUndefined();
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBeUndefined();
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toBe('10.0.0.0/8, 127.0.0.1');
  });
});

