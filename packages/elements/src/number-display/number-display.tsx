/** Number display: a number formatted as currency (default, USD), decimal or percent, with Intl.NumberFormat. */
import type { ElementProps } from '@kit/runtime-react';
import { formatNumber } from './format-number';
import { NUMBER_DEFAULTS } from './settings';
import type { NumberDisplaySettings } from './settings';

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
