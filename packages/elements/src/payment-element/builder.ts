/** Typed design builder for the payment element. */
import { node, splitCommon } from '@kit/runtime-react/authoring';
import type { Bound, Common, ElementNode } from '@kit/runtime-react/authoring';
import type { PaymentElementSettings } from './settings';

type Settings = { [K in keyof PaymentElementSettings]?: Bound<PaymentElementSettings[K]> };

export function paymentElement(settings: Settings & Common): ElementNode {
  const [common, rest] = splitCommon(settings);
  return node('payment-element', rest, common);
}
