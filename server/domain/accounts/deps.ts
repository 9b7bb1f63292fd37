// What the account flows need of the server (a slice of Services, so tests and
// resolvers pass the same thing).
import type { PrismaClient } from '../../../prisma/generated/client/client.ts';
import type { LivePubSub } from '../events/events.ts';
import type { RateLimiter } from '../../security/rate-limit.ts';
import type { Mailer } from '../mail/mailer.ts';

export interface EmailLinkSettings {
  /** Origin of the links in mail: PUBLIC_URL, or this server's own URL (never a request's Host). */
  publicUrl: string;
  /** Account mails one client address may ask for per hour. */
  addressLimit: number;
  /** Account mails one e-mail address may be sent per hour. */
  recipientLimit: number;
}

export interface AccountDeps {
  prisma: PrismaClient;
  pubsub: LivePubSub;
  limiter: RateLimiter;
  mail: Mailer;
  emailLinks: EmailLinkSettings;
}
