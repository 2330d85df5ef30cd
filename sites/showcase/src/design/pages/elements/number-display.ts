/**
 * The number display's showcase page: the defaults (US dollars, 2 decimals, thousands separator), euros in German,
 * a decimal without grouping and a percent, and an amount typed in a currency input shown live.
 */
import { formInput, numberDisplay } from '@kit/elements/authoring';
import { f, text } from '@kit/runtime-react/authoring';
import type { PageNode } from '@kit/runtime-react/authoring';

export const numberDisplayPage: PageNode = {
  id: 'element-number-display',
  name: 'Number display',
  path: 'elements/number-display',
  title: { en: 'Number display — showcase' },
  meta: { desc: { en: 'The number display: currency, decimal and percent formats with decimals and thousands separators.' } },
  sections: [
    {
      title: 'Number display',
      children: [
        text({ text: 'Number display', tag: 'h1' }),
        text({ text: 'Defaults: currency style, US dollars, 2 decimals, thousands separator on.' }),
        numberDisplay({ uid: 'number-default', value: 1234567.891 }),
        text({ text: 'Euros, German locale', tag: 'h2' }),
        numberDisplay({ uid: 'number-euro', value: 9876.5, currency: 'EUR', locale: 'de-DE' }),
        text({ text: 'Decimal, 3 decimals, no thousands separator', tag: 'h2' }),
        numberDisplay({ uid: 'number-decimal', value: 12345.6789, style: 'decimal', decimals: 3, thousandsSeparator: false }),
        text({ text: 'Percent, 1 decimal', tag: 'h2' }),
        numberDisplay({ uid: 'number-percent', value: 0.4567, style: 'percent', decimals: 1 }),
      ],
    },
    {
      title: 'Live amount',
      children: [
        text({ text: 'Live amount', tag: 'h2' }),
        formInput({ uid: 'number-amount', type: 'currency', label: 'Amount', value: 250 }),
        numberDisplay({ uid: 'number-live', value: f("variables['number-amount-value']") }),
      ],
    },
  ],
};
