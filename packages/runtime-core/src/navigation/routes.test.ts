/** Routes, paths, base path, environment and redirect targets (seed §2). */
import { describe, expect, it } from 'vitest';
import { parseDesignInfo } from '../design/parse';
import type { DesignInfoInput } from '../design/schema';
import { detectEnvironment, redirectTarget } from './environment';
import { normalizeBasePath, sectionAnchor, stripTrailingSlash, withBasePath, withoutBasePath } from './paths';
import { createRouteTable, parsePathTemplate } from './routes';

const input: DesignInfoInput = {
  id: 'site-1',
  homePageId: 'login',
  langs: [{ lang: 'en', default: true }, { lang: 'fr' }],
  pages: [
    { id: 'login', name: 'Login', paths: { default: 'login' }, langs: ['en', 'fr'] },
    { id: 'dash', name: 'Dashboard', paths: { default: 'dashboard', fr: 'tableau-de-bord' }, langs: ['en', 'fr'] },
    { id: 'product', name: 'Product', paths: { default: 'product/{{productId|42}}' }, langs: ['en'] },
    { id: 'all', name: 'All', paths: { default: 'product/all' }, langs: ['en'] },
  ],
};
const design = parseDesignInfo(input);
const withNotFound = parseDesignInfo({ ...input, pages: [...(input.pages ?? []), { id: 'nf', name: '404', paths: { default: '404' } }] });

describe('route table', () => {
  const table = createRouteTable(design);

  it('puts the home page at the root, and at the language prefix for other languages', () => {
    expect(table.resolve('/')).toMatchObject({ kind: 'page', page: { id: 'login' }, lang: 'en' });
    expect(table.resolve('/fr')).toMatchObject({ kind: 'page', page: { id: 'login' }, lang: 'fr' });
    expect(table.pathFor('login')).toBe('/');
    expect(table.pathFor('login', 'fr')).toBe('/fr');
  });

  it('prefixes non-default languages and uses per-language paths', () => {
    expect(table.pathFor('dash')).toBe('/dashboard');
    expect(table.pathFor('dash', 'fr')).toBe('/fr/tableau-de-bord');
    expect(table.resolve('/fr/tableau-de-bord')).toMatchObject({ page: { id: 'dash' }, lang: 'fr' });
    expect(table.pathFor('product', 'fr')).toBeUndefined();
  });

  it('turns {{varId|default}} into route parameters, with defaults when building paths', () => {
    expect(table.resolve('/product/7')).toMatchObject({ page: { id: 'product' }, parameters: { productId: '7' } });
    expect(table.resolve('/product/a%20b')).toMatchObject({ parameters: { productId: 'a b' } });
    expect(table.pathFor('product')).toBe('/product/42');
    expect(table.pathFor('product', 'en', { productId: 'x/y' })).toBe('/product/x%2Fy');
    expect(table.routes.find((route) => route.pageId === 'product')?.pattern).toBe('/product/:productId');
  });

  it('prefers literal routes over parameterised ones', () => {
    expect(table.resolve('/product/all')).toMatchObject({ page: { id: 'all' } });
  });

  it('strips a trailing slash except at the root, and ignores query and hash', () => {
    expect(table.resolve('/dashboard/')).toMatchObject({ page: { id: 'dash' }, path: '/dashboard' });
    expect(table.resolve('/dashboard?x=1#top')).toMatchObject({ page: { id: 'dash' } });
    expect(stripTrailingSlash('/')).toBe('/');
    expect(stripTrailingSlash('/a//')).toBe('/a');
  });

  it('sends unknown paths to /404 when there is no 404 page', () => {
    expect(table.resolve('/nope')).toEqual({ kind: 'not-found', page: undefined, lang: 'en', path: '/nope', redirectPath: '/404' });
    expect(table.resolve('/404')).toMatchObject({ kind: 'not-found', redirectPath: undefined });
  });

  it('uses the page named 404 as the catch-all route', () => {
    const catchAll = createRouteTable(withNotFound);
    expect(catchAll.resolve('/fr/nope')).toMatchObject({ kind: 'not-found', page: { id: 'nf' }, lang: 'fr', redirectPath: undefined });
  });

  it('parses templates with several parameters', () => {
    const template = parsePathTemplate('/a/{{x|1}}-{{ y }}');
    expect(template.parameters).toEqual([
      { id: 'x', defaultValue: '1' },
      { id: 'y', defaultValue: '' },
    ]);
    expect(template.regexp.exec('/a/5-6')?.slice(1)).toEqual(['5', '6']);
  });
});

describe('paths', () => {
  it.each([
    [undefined, '/'],
    ['', '/'],
    ['app', '/app/'],
    ['/app', '/app/'],
    ['app/', '/app/'],
    ['https://example.com/site/v2', '/site/v2/'],
  ])('normalises the base path %j to %j', (href, expected) => {
    expect(normalizeBasePath(href)).toBe(expected);
  });

  it('joins and strips the base path', () => {
    expect(withBasePath('/app/', '/login')).toBe('/app/login');
    expect(withBasePath('/app/', '/')).toBe('/app');
    expect(withoutBasePath('/app/', '/app/login/')).toBe('/login');
    expect(withoutBasePath('/app/', '/app')).toBe('/');
    expect(withoutBasePath('/app/', '/other')).toBeUndefined();
  });

  it('derives section anchors from titles', () => {
    expect(sectionAnchor('Early Access Stack')).toBe('early-access-stack');
    expect(sectionAnchor('  Événements & Co! ')).toBe('evenements-co');
  });
});

describe('environment and redirect targets', () => {
  it.each([
    ['editor.weweb.io', 'editor'],
    ['editor.example.com', 'editor'],
    ['site-staging.example.com', 'staging'],
    ['staging.example.com', 'staging'],
    ['abc.weweb-preview.io', 'preview'],
    ['preview.example.com', 'preview'],
    ['www.example.com', 'production'],
    ['localhost:3000', 'production'],
  ] as const)('%s is %s', (host, environment) => {
    expect(detectEnvironment(host)).toBe(environment);
  });

  it('accepts custom rules', () => {
    expect(detectEnvironment('builder.local', { editorHosts: ['builder.local'] })).toBe('editor');
    expect(detectEnvironment('x.preview.test', { previewSuffixes: ['.preview.test'] })).toBe('preview');
  });

  it('builds origin/{websiteId}/{page} in the editor and origin + path on the live site', () => {
    const base = { origin: 'https://x.io/', websiteId: 'w1', pageId: 'p1', pagePath: '/app/login' };
    expect(redirectTarget({ ...base, environment: 'editor' })).toBe('https://x.io/w1/p1');
    expect(redirectTarget({ ...base, environment: 'production' })).toBe('https://x.io/app/login');
    expect(redirectTarget({ ...base, environment: 'preview', pagePath: 'login' })).toBe('https://x.io/login');
  });
});
