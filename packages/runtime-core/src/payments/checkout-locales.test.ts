/** The checkout locales the Stripe plugin and the publisher share. */
import { describe, expect, it } from 'vitest';
import { CHECKOUT_LOCALES, supportedCheckoutLocale } from './checkout-locales';

describe('checkout locales', () => {
  it('are auto and the about 35 Stripe supports, each once', () => {
    expect(CHECKOUT_LOCALES[0]).toBe('auto');
    expect(CHECKOUT_LOCALES.length).toBeGreaterThanOrEqual(36);
    expect(new Set(CHECKOUT_LOCALES.map((locale) => locale.toLowerCase())).size).toBe(CHECKOUT_LOCALES.length);
  });

  it('are found in any case, with an underscore or surrounding spaces, in their listed spelling', () => {
    expect(supportedCheckoutLocale('pt-BR')).toBe('pt-BR');
    expect(supportedCheckoutLocale('zh_hk')).toBe('zh-HK');
    expect(supportedCheckoutLocale(' ES-419 ')).toBe('es-419');
  });

  it('are undefined for anything else', () => {
    expect(supportedCheckoutLocale('klingon')).toBeUndefined();
    expect(supportedCheckoutLocale('')).toBeUndefined();
    expect(supportedCheckoutLocale(42)).toBeUndefined();
    expect(supportedCheckoutLocale(undefined)).toBeUndefined();
  });
});
