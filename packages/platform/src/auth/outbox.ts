// Mail and SMS queued inside a transaction and sent once it commits (PGlite allows no second query while one is open).
import type { MailMessage } from '../mail';
import { internalError } from './errors';
import type { AuthServices } from './services';

export class Outbox {
  private readonly mails: MailMessage[] = [];
  private readonly texts: { phone: string; otp: string }[] = [];

  mail(message: MailMessage): void {
    this.mails.push(message);
  }

  sms(phone: string, otp: string): void {
    this.texts.push({ phone, otp });
  }

  /** Sends everything queued; returns the last SMS message id (as GoTrue's `message_id`). */
  async flush(s: AuthServices): Promise<string> {
    let messageId = '';
    try {
      for (const message of this.mails.splice(0)) await s.mailer.send(message);
    } catch (error) {
      throw internalError('Error sending confirmation email', error);
    }
    try {
      for (const text of this.texts.splice(0)) messageId = await s.sms.send(text.phone, text.otp);
    } catch (error) {
      throw internalError('Error sending sms', error);
    }
    return messageId;
  }
}
