// One HTTP call to a Nominatim-compatible service, with the product's User-Agent
// (the usage policy requires one that identifies the application) and a timeout.
// Any failure is an UpstreamError: the REST layer answers 502 and the client
// falls back to its offline city list.
export const USER_AGENT = 'PrayerCompanion/0.1 (+https://github.com/prayer-companion)';
const MAX_RESPONSE_CHARS = 2_000_000;

export class UpstreamError extends Error {}

export interface NominatimPlace {
  lat?: unknown;
  lon?: unknown;
  name?: unknown;
  display_name?: unknown;
  address?: Record<string, unknown>;
  error?: unknown;
}

export async function callNominatim(
  baseUrl: string,
  path: 'search' | 'reverse',
  params: Record<string, string>,
  timeoutMs: number,
): Promise<unknown> {
  const url = `${baseUrl.replace(/\/+$/, '')}/${path}?${new URLSearchParams(params)}`;
  let response: Response;
  let text: string;
  try {
    // The signal also covers reading the body, so a trickling answer times out too.
    response = await fetch(url, {
      headers: { 'user-agent': USER_AGENT, accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
    text = await response.text();
  } catch (error) {
    const timedOut = (error as Error).name === 'TimeoutError';
    throw new UpstreamError(timedOut ? `no answer within ${timeoutMs} ms` : `unreachable: ${(error as Error).message}`);
  }
  if (!response.ok) throw new UpstreamError(`answered ${response.status}`);
  if (text.length > MAX_RESPONSE_CHARS) throw new UpstreamError('answer too large');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new UpstreamError('answer is not JSON');
  }
}
