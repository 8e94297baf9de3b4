import nodemailer from 'nodemailer';
import type { Config } from '../config';
import type { Logger } from '../logger';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends the app's few mails (password reset links). */
export interface Mailer {
  /** Whether mail reaches people: false when links only go to the server log (development without SMTP). */
  readonly delivers: boolean;
  send(mail: Mail): Promise<void>;
}

/**
 * SMTP through nodemailer when SMTP_URL is set. Without it, development and tests write each
 * mail to the server log (the developer copies the link from there); production gets no mailer
 * at all, and what needs one says it is not set up here.
 */
export function createMailer(config: Config, log: Logger): Mailer | null {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      delivers: true,
      async send(mail) {
        await transport.sendMail({ from: config.mailFrom, ...mail });
      },
    };
  }
  if (config.env === 'production') return null;
  return {
    delivers: false,
    async send(mail) {
      // A development convenience only: the mail carries a secret link, never logged in production.
      log.info({ to: mail.to, subject: mail.subject }, `mail not sent (no SMTP_URL); its text:\n${mail.text}`);
    },
  };
}
