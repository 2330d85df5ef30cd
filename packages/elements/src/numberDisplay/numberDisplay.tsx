/** Number display: a number formatted as currency (default, USD), decimal or percent, with Intl.NumberFormat. */
import { defineElement } from '@kit/runtime-react';
import type { ElementProps } from '@kit/runtime-react';
import { NUMBER_DEFAULTS, NUMBER_STYLES, formatNumber } from './formatNumber';
import type { NumberStyle } from './formatNumber';

export interface NumberDisplaySettings extends Record<string, unknown> {
  value: unknown;
  style: NumberStyle;
  currency: string;
  decimals: number;
  thousandsSeparator: boolean;
  locale: string;
}

function NumberDisplay({ uid, settings, className }: ElementProps<NumberDisplaySettings>) {
  return (
    <span data-uid={uid} className={`ww-number-display ${className}`}>
      {formatNumber(settings.value, {
        style: settings.style,
        currency: typeof settings.currency === 'string' ? settings.currency : NUMBER_DEFAULTS.currency,
        decimals: Number(settings.decimals),
        thousandsSeparator: settings.thousandsSeparator !== false,
        locale: typeof settings.locale === 'string' ? settings.locale : NUMBER_DEFAULTS.locale,
      })}
    </span>
  );
}

export const numberDisplayElement = defineElement<NumberDisplaySettings>({
  type: 'number-display',
  settings: {
    value: { default: 0 },
    style: { default: NUMBER_DEFAULTS.style, options: NUMBER_STYLES },
    currency: { default: NUMBER_DEFAULTS.currency },
    decimals: { default: NUMBER_DEFAULTS.decimals },
    thousandsSeparator: { default: NUMBER_DEFAULTS.thousandsSeparator },
    locale: { default: NUMBER_DEFAULTS.locale },
  },
  component: NumberDisplay,
});
