// Account mail over SMTP with nodemailer (issue 31). Without SMTP_URL nothing is
// sent: the message's text, link included, is logged, so a self-hoster can still
// confirm an address or sign in by reading the server's log.
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
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export function createMailer(options: { smtpUrl?: string; from: string }): Mailer {
  if (!options.smtpUrl) {
    return {
      configured: false,
      async send(message) {
        log('info', 'mail not configured (SMTP_URL): not sent', { to: message.to, subject: message.subject, text: message.text });
      },
      close: () => undefined,
    };
  }
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    configured: true,
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
