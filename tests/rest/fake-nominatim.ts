// A Nominatim stand-in on 127.0.0.1 (tests never reach the internet). It records
// every request, so tests can prove caching, spacing and the User-Agent, and it
// misbehaves on request: q=fail → 500, q=slow → answers after 3 s, q=notjson → HTML,
// q=crlf and lat=12.34 → names holding line breaks.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SeenRequest {
  path: string;
  params: URLSearchParams;
  userAgent: string;
  at: number;
}

export interface FakeNominatim {
  url: string;
  requests: SeenRequest[];
  close(): Promise<void>;
}

const place = (name: string, state: string, country: string, code: string, lat: number, lon: number) => ({
  lat: String(lat),
  lon: String(lon),
  name,
  display_name: `${name}, ${state}, ${country}`,
  address: { city: name, state, country, country_code: code },
});

const LONDON = [
  place('London', 'England', 'United Kingdom', 'gb', 51.5074, -0.1278),
  place('London', 'England', 'United Kingdom', 'gb', 51.51, -0.13),
  place('London', 'Ontario', 'Canada', 'ca', 42.9849, -81.2453),
  { lat: 'not a number', lon: '0', name: 'Broken' },
];

/** Names carrying line breaks and other controls, as a poisoned or broken upstream might send (issue 28). */
const CRLF = [place('Evil\r\nBEGIN:VEVENT\r\nSUMMARY:Injected', 'Sta\tte', 'Coun\u0085try\u2028X', 'pk', 30, 70)];

const MANY = Array.from({ length: 14 }, (_, i) => place(`Town ${i}`, 'Punjab', 'Pakistan', 'pk', 31 + i / 10, 74));

function reverseAnswer(lat: number) {
  if (lat === 0) return { error: 'Unable to geocode' };
  if (lat === 12.34)
    return { display_name: 'Far\r\nX-WR-CALNAME:Owned', address: { city: 'Far\nTown', country: 'Some\rwhere', country_code: 'pk' } };
  if (lat === 21.4225)
    return {
      display_name: 'Makkah, Makkah Region, Saudi Arabia',
      address: { county: 'Makkah Region', municipality: 'Makkah', state_district: 'Makkah', country: 'السعودية', country_code: 'sa' },
    };
  return {
    display_name: 'Soho, London, Greater London, England, United Kingdom',
    address: { suburb: 'Soho', city: 'London', county: 'Greater London', state: 'England', country: 'United Kingdom', country_code: 'gb' },
  };
}

export async function startFakeNominatim(): Promise<FakeNominatim> {
  const requests: SeenRequest[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push({ path: url.pathname, params: url.searchParams, userAgent: String(req.headers['user-agent']), at: Date.now() });
    const q = url.searchParams.get('q') ?? '';
    const json = (body: unknown) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (q === 'fail' || url.searchParams.get('lat') === '13.1300') return void res.writeHead(500).end('upstream broke');
    if (q === 'notjson') return void res.writeHead(200, { 'content-type': 'text/html' }).end('<html>rate limited</html>');
    if (q === 'slow') return void setTimeout(() => json([]), 3000).unref();
    if (url.pathname === '/search') return json(q.toLowerCase() === 'london' ? LONDON : q === 'many' ? MANY : q === 'crlf' ? CRLF : []);
    if (url.pathname === '/reverse') return json(reverseAnswer(Number(url.searchParams.get('lat'))));
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
