// A real SMTP server on 127.0.0.1 (smtp-server, no STARTTLS, no AUTH) that keeps
// what the app sends, parsed by mailparser: tests read the mail a user would.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';

export interface Mailbox {
  /** SMTP_URL for the server under test. */
  url: string;
  /** The next mail to `to` (already arrived or still to come), or a rejection after `timeoutMs`. */
  next(to: string, timeoutMs?: number): Promise<ParsedMail>;
  /** Every mail received so far to `to`. */
  received(to: string): ParsedMail[];
  close(): Promise<void>;
}

const recipientOf = (mail: ParsedMail) => {
  const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
  return to?.value[0]?.address?.toLowerCase() ?? '';
};

export async function startMailbox(): Promise<Mailbox> {
  const all: ParsedMail[] = [];
  const taken = new Set<ParsedMail>();
  const waiters: { to: string; resolve: (mail: ParsedMail) => void }[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then((mail) => {
        all.push(mail);
        const waiter = waiters.find((w) => w.to === recipientOf(mail));
        if (waiter) {
          waiters.splice(waiters.indexOf(waiter), 1);
          taken.add(mail);
          waiter.resolve(mail);
        }
        callback();
      }, callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    next(to, timeoutMs = 5000) {
      const address = to.toLowerCase();
      const waiting = all.find((mail) => !taken.has(mail) && recipientOf(mail) === address);
      if (waiting) {
        taken.add(waiting);
        return Promise.resolve(waiting);
      }
      return new Promise((resolve, reject) => {
        const waiter = { to: address, resolve: (mail: ParsedMail) => (clearTimeout(timer), resolve(mail)) };
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(waiter), 1);
          reject(new Error(`no mail to ${to} within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.push(waiter);
      });
    },
    received: (to) => all.filter((mail) => recipientOf(mail) === to.toLowerCase()),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The one link to this app in a mail's plain-text part, as a path with its query and fragment. */
export function linkIn(mail: ParsedMail): string {
  const match = /https?:\/\/[^\s]+[?#]token=[^\s]+/.exec(mail.text ?? '');
  if (!match) throw new Error(`no link in mail: ${mail.text}`);
  const url = new URL(match[0]);
  return url.pathname + url.search + url.hash;
}

/** The token of a mail's link, wherever the link carries it (query or fragment). */
export function tokenIn(mail: ParsedMail): string {
  const token = /[?#&]token=([^\s&#]+)/.exec(linkIn(mail))?.[1];
  if (!token) throw new Error(`no token in mail: ${mail.text}`);
  return decodeURIComponent(token);
}
