// The body of POST /api/events: JSON sent as application/json (fetch) or as
// text/plain (navigator.sendBeacon cannot set a JSON content type without a CORS
// preflight, so browsers send a string body as text/plain). At most 64 KB.
import type { IncomingMessage } from 'node:http';
import { EventsError, invalid } from './errors.ts';

export const MAX_EVENTS_BODY_BYTES = 64 * 1024;

const ACCEPTED_TYPES = new Set(['application/json', 'text/plain']);

const tooLarge = () =>
  new EventsError(413, 'PAYLOAD_TOO_LARGE', `The request body is larger than ${MAX_EVENTS_BODY_BYTES / 1024} KB`);

export async function readEventsBody(req: IncomingMessage): Promise<unknown> {
  const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (!ACCEPTED_TYPES.has(type)) {
    throw new EventsError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the events as JSON (application/json or text/plain)');
  }
  if (Number(req.headers['content-length'] ?? 0) > MAX_EVENTS_BODY_BYTES) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    // Stop at once: a client must not make us buffer an unbounded body.
    if (size > MAX_EVENTS_BODY_BYTES) throw tooLarge();
    chunks.push(chunk);
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    throw invalid('The request body is not valid UTF-8');
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw invalid('The request body is not valid JSON');
  }
}
