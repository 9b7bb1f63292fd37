// HTTP requests from a chosen loopback address (127.0.0.2, 127.0.0.3, …): on Linux
// the whole 127/8 is local, so tests can be several clients with their own addresses.
import { request } from 'node:http';

export interface AddressedResponse {
  status: number;
  body: any;
}

export function fetchFrom(
  localAddress: string,
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<AddressedResponse> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: init.method ?? 'GET', headers: init.headers, localAddress, agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => {
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch {
          // not JSON: keep the text
        }
        resolve({ status: res.statusCode ?? 0, body });
      });
    });
    req.on('error', reject);
    req.end(init.body);
  });
}
