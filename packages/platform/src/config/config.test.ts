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
    });
    expect(config).toMatchObject({
      port: 8080,
      site: 'showcase',
      siteUrl: 'https://example.test',
      sampleContent: false,
      authAutoconfirm: true,
      databaseUrl: 'postgres://x@y/z',
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

  it('reads STORAGE_SIGNED_URL_MAX_AGE as whole seconds from 1 to a century, unset meaning the default', () => {
    expect(loadConfig({}).storage).toEqual({});
    expect(loadConfig({ STORAGE_SIGNED_URL_MAX_AGE: '900' }).storage).toEqual({ signedUrlMaxAge: 900 });
    for (const bad of ['0', '-5', '1.5', 'soon', '99999999999'])
      expect(() => loadConfig({ STORAGE_SIGNED_URL_MAX_AGE: bad })).toThrow(/STORAGE_SIGNED_URL_MAX_AGE must be a number of seconds/);
  });

  it('reads S3_URL as a path-style endpoint and bucket, with credentials and region', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(
      loadConfig({ S3_URL: 'https://s3.example.test:9000/manuals', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' }).s3,
    ).toEqual({
      endpoint: 'https://s3.example.test:9000',
      bucket: 'manuals',
      prefix: '',
      region: 'us-east-1',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
    });
    expect(loadConfig({ S3_URL: 'http://127.0.0.1:4568/files/portal/a/', S3_REGION: 'eu-west-3' }).s3).toEqual({
      endpoint: 'http://127.0.0.1:4568',
      bucket: 'files',
      prefix: 'portal/a/',
      region: 'eu-west-3',
    });
    for (const bad of ['s3.example.test/bucket', 'ftp://host/bucket', 'https://host/', 'https://host/b?x=1']) {
      expect(() => loadConfig({ S3_URL: bad })).toThrow(ConfigError);
    }
    expect(() => loadConfig({ S3_URL: 'https://host/b', S3_ACCESS_KEY_ID: 'id' })).toThrow(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together.',
    );
  });
});
