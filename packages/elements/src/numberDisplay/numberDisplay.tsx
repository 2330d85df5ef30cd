/** Number display: a number formatted as currency (default, USD), decimal or percent, with Intl.NumberFormat. */
import type { ElementProps } from '@kit/runtime-react';
import { NUMBER_DEFAULTS, formatNumber } from './formatNumber';
import type { NumberStyle } from './formatNumber';

export interface NumberDisplaySettings extends Record<string, unknown> {
  value: unknown;
  style: NumberStyle;
  currency: string;
  decimals: number;
  thousandsSeparator: boolean;
  locale: string;
}

export function NumberDisplay({ uid, settings, className }: ElementProps<NumberDisplaySettings>) {
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
