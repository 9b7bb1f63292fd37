// Account mail over SMTP with nodemailer (issue 31). Without SMTP_URL nothing is
// sent. In development the message's text, link included, is logged, so a developer can
// still confirm an address or sign in by reading the log. In production a link is never
// logged (issue 40 item 9): anyone who can read the log, or trigger a mail to a confirmed
// address, would otherwise hold a working sign-in link; only that mail was not sent is logged.
import nodemailer from 'nodemailer';
import { log } from '../../ops/log.ts';

export interface MailMessage {
  to: string;
  subject: string;
  /** The plain-text part (every mail has one). */
  text: string;
  html: string;
  /** Written in this language (Content-Language). */
  language: string;
}

export interface Mailer {
  /** Whether mail really goes out (Settings says so when it does not). */
  readonly configured: boolean;
  /** Whether a link given to send() reaches anyone: by mail, or (development only) the log. */
  readonly deliversLinks: boolean;
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export function createMailer(options: { smtpUrl?: string; from: string; isProduction: boolean }): Mailer {
  if (!options.smtpUrl) {
    const logsText = !options.isProduction;
    return {
      configured: false,
      deliversLinks: logsText,
      async send(message) {
        log('info', 'mail not configured (SMTP_URL): not sent', {
          to: message.to,
          subject: message.subject,
          ...(logsText ? { text: message.text } : {}),
        });
      },
      close: () => undefined,
    };
  }
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    configured: true,
    deliversLinks: true,
    async send(message) {
      await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: { 'Content-Language': message.language },
      });
    },
    close: () => transport.close(),
  };
}
