// Sending SMS through a provider interface; the local provider files each message in the mailbox under the phone number.
import type { Mailer } from '../mail';
import { renderMail } from '../mail';
import { internalError } from './errors';

export interface SmsSender {
  readonly name: string;
  /** True when no provider is configured: nothing can be sent. */
  readonly disabled?: boolean;
  /** Sends the text; resolves to the provider's message id. */
  send(phone: string, otp: string): Promise<string>;
}

export function createMailboxSmsSender(mailer: Mailer, siteUrl: () => string): SmsSender {
  return {
    name: 'mailbox',
    async send(phone, otp) {
      const rendered = renderMail('sms', { token: otp, siteUrl: siteUrl() });
      await mailer.send({ to: `+${phone}`, ...rendered });
      return '';
    },
  };
}

/** No SMS provider (AUTH_SMS_PROVIDER=none): phone codes cannot be sent, and GoTrue answers so before storing any. */
export function createDisabledSmsSender(): SmsSender {
  return { name: '', disabled: true, send: () => Promise.reject(noSmsProvider()) };
}

const noSmsProvider = () => internalError('Unable to get SMS provider');

/** Refuses a code that could not be sent, inside the transaction that would store it (so it rolls back). */
export function assertSmsProvider(sender: SmsSender): void {
  if (sender.disabled) throw noSmsProvider();
}
