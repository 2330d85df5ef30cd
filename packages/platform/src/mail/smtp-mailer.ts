// The Mailer used when SMTP_URL is set: nodemailer over SMTP.
import nodemailer from 'nodemailer';
import { MailError, type Mailer } from './mailer';

export interface SmtpMailerOptions {
  url: string;
  from: string;
}

export function createSmtpMailer(options: SmtpMailerOptions): Mailer {
  const transport = nodemailer.createTransport(options.url);
  return {
    kind: 'smtp',
    async send(message) {
      try {
        await transport.sendMail({ from: options.from, to: message.to, subject: message.subject, text: message.text, html: message.html });
      } catch (error) {
        throw new MailError('Error sending email', { cause: error });
      }
    },
    async close() {
      transport.close();
    },
  };
}
