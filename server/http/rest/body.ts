// Request bodies, for every /api route: JSON only, at most 64 KB (413), valid UTF-8 and valid JSON (400).
// A state-changing call that names any other content type is 415 even with an empty
// body: an HTML form on another site can send x-www-form-urlencoded, multipart/form-data
// or text/plain with the victim's cookie and no preflight, and must change nothing.
// A call without a body and without a content type (the spec's like) is fine: a form
// always sends one, and fetch from another origin cannot reach here without CORS.
import type { IncomingMessage } from 'node:http';
import { MAX_BODY_BYTES } from '../../request-context.ts';
import { RestError, badRequest } from './errors.ts';

const tooLarge = () =>
  new RestError('PAYLOAD_TOO_LARGE', `The request body is larger than ${MAX_BODY_BYTES / 1024} KB`, { connection: 'close' });

const unsupported = () =>
  new RestError('UNSUPPORTED_MEDIA_TYPE', 'Send the body as JSON with content-type application/json', { connection: 'close' });

const clientGone = () => new RestError('CLIENT_CLOSED', 'The request body did not arrive', { connection: 'close' });

export interface BodyOptions {
  /** Also take JSON sent as text/plain: navigator.sendBeacon's body (POST /api/events only). */
  textPlain?: boolean;
}

function isJsonType(header: string | undefined, options: BodyOptions): boolean {
  const type = (header ?? '').split(';')[0]?.trim().toLowerCase();
  return type === 'application/json' || (options.textPlain === true && type === 'text/plain');
}

async function readBytes(req: IncomingMessage): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > MAX_BODY_BYTES) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of req as AsyncIterable<Buffer>) {
      size += chunk.length;
      // Stop reading at once: a client must not make us buffer an unbounded body.
      if (size > MAX_BODY_BYTES) throw tooLarge();
      chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof RestError) throw error;
    // The stream failed: the client went away mid-body, or Node cut it off (408). Its
    // ECONNRESET is the client's socket, not the database's (issue 28 point 8).
    throw clientGone();
  }
  return Buffer.concat(chunks);
}

/** The parsed JSON body, or undefined when none was sent. */
export async function readJsonBody(req: IncomingMessage, options: BodyOptions = {}): Promise<unknown> {
  const type = req.headers['content-type']?.trim();
  if (type && !isJsonType(type, options)) throw unsupported();
  const announced = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
  if (announced && !type) throw unsupported();
  const bytes = await readBytes(req);
  if (bytes.length === 0) return undefined;
  if (!isJsonType(req.headers['content-type'], options)) throw unsupported();
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw badRequest('The request body is not valid UTF-8');
  }
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // Not JSON.parse's message: it quotes the body back (issue 28 point 9).
    throw badRequest('The request body is not valid JSON');
  }
}
