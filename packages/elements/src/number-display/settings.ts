/**
 * The number display's settings and formatting defaults (style currency, USD, 2 decimals, thousands separator on,
 * en-US). Constants only: the element's definition reads them and sits in the page entry, while the formatting
 * loads with the component's chunk.
 */

export const NUMBER_STYLES = ['currency', 'decimal', 'percent'] as const;
export type NumberStyle = (typeof NUMBER_STYLES)[number];

export interface NumberFormatOptions {
  style: NumberStyle;
  currency: string;
  decimals: number;
  thousandsSeparator: boolean;
  locale: string;
}

export const NUMBER_DEFAULTS: NumberFormatOptions = {
  style: 'currency',
  currency: 'USD',
  decimals: 2,
  thousandsSeparator: true,
  locale: 'en-US',
};

export interface NumberDisplaySettings extends Record<string, unknown> {
  value: unknown;
  style: NumberStyle;
  currency: string;
  decimals: number;
  thousandsSeparator: boolean;
  locale: string;
}
