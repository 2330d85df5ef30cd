/** Settings validity (both keys), the real-provider rule, locales and page redirects. */
import { describe, expect, it } from 'vitest';
import { checkoutLocale } from './locales';
import { pageRedirects } from './redirects';
import { isPaymentConfigurationValid, SANDBOX_PUBLISHABLE_KEY, usesRealProvider } from './settings';

describe('settings', () => {
  it('are valid only with both the public and the private key', () => {
    expect(isPaymentConfigurationValid({ publicData: { publicApiKey: 'pk_test_1' }, privateData: { secretKey: 'sk_test_1' } })).toBe(true);
    expect(isPaymentConfigurationValid({ publicData: { publicApiKey: 'pk_test_1' } })).toBe(false);
    expect(isPaymentConfigurationValid({ privateData: { secretKey: 'sk_test_1' } })).toBe(false);
    expect(isPaymentConfigurationValid({ publicData: { publicApiKey: ' ' }, privateData: { secretKey: 'sk' } })).toBe(false);
  });

  it('use Stripe.js only with a Stripe publishable key', () => {
    expect(usesRealProvider({ publicData: { publicApiKey: 'pk_live_1' } })).toBe(true);
    expect(usesRealProvider({ publicData: { publishableKey: 'pk_test_1' } })).toBe(true);
    expect(usesRealProvider({ publicData: { publicApiKey: SANDBOX_PUBLISHABLE_KEY } })).toBe(false);
    expect(usesRealProvider({})).toBe(false);
  });
});

describe('checkout locales', () => {
  it('keep supported locales, fall back to the page language, then to auto', () => {
    expect(checkoutLocale('pt-BR')).toBe('pt-BR');
    expect(checkoutLocale('zh_hk')).toBe('zh-HK');
    expect(checkoutLocale(undefined, 'es-419')).toBe('es-419');
    expect(checkoutLocale('', 'ja')).toBe('ja');
    expect(checkoutLocale('klingon', 'de')).toBe('auto');
    expect(checkoutLocale(undefined, 'xx')).toBe('auto');
    expect(checkoutLocale(42)).toBe('auto');
  });
});

describe('page redirects', () => {
  const redirect = pageRedirects({
    origin: 'https://portal.example/',
    websiteId: 'w1',
    pagePath: (id) => (id === 'p-success' ? '/successful-purchase' : undefined),
  });

  it('turn page ids into the live origin plus the page path', () => {
    expect(redirect('p-success')).toBe('https://portal.example/successful-purchase');
    expect(redirect('/dashboard')).toBe('https://portal.example/dashboard');
    expect(redirect('https://elsewhere.example/x')).toBe('https://elsewhere.example/x');
  });

  it('use origin/{websiteId}/{page} in the editor', () => {
    const editor = pageRedirects({ origin: 'https://editor.example', websiteId: 'w1', environment: 'editor', pagePath: () => '/x' });
    expect(editor('p-success')).toBe('https://editor.example/w1/p-success');
  });
});
