// Sending SMS through a provider interface; the local provider files each message in the mailbox under the phone number.
import type { Mailer } from '../mail';
import { renderMail } from '../mail';

export interface SmsSender {
  readonly name: string;
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
