// The one interface the platform sends mail through: the local mailbox or SMTP.

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  readonly kind: 'mailbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

export class MailError extends Error {
  readonly code = 'mail_send_failed';
  readonly status = 500;
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'MailError';
  }

  toJSON(): { code: string; message: string } {
    return { code: this.code, message: this.message };
  }
}
