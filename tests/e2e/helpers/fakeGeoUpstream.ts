// A Nominatim-compatible stand-in on 127.0.0.1: tests cannot reach the
// internet, and the server's /api/geo talks to this instead (decision 12).
// Reverse geocoding fails near Makkah (21.4 N) and London (51.5 N, 0), and a search
// for Makkah fails, as a down upstream would (issue 42 items 4 and 10).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const PLACES = [
  { name: 'Jakarta', state: 'Daerah Khusus Ibukota Jakarta', country: 'Indonesia', country_code: 'id', lat: '-6.1754049', lon: '106.827168' },
  { name: 'Kuala Lumpur', state: 'Kuala Lumpur', country: 'Malaysia', country_code: 'my', lat: '3.1516964', lon: '101.6942371' },
  // Not in the offline list: it can only come from the server.
  { name: 'Kualakapuas', state: 'Kalimantan Tengah', country: 'Indonesia', country_code: 'id', lat: '-3.0091', lon: '114.3876' },
  // A town in the Middle Atlas, at 1,650 m: Habous times allow for its elevation.
  { name: 'Ifrane', state: 'Fès-Meknès', country: 'Morocco', country_code: 'ma', lat: '33.5228', lon: '-5.1106' },
  // 162.5 km from London: the position offer's 'add this place' names it (issue 43 item 5).
  { name: 'Birmingham', state: 'England', country: 'United Kingdom', country_code: 'gb', lat: '52.4862', lon: '-1.8904' },
];

/** The listed place nearest to a point (a rough degree distance is enough here). */
function nearest(lat: number, lon: number) {
  const distance = (p: (typeof PLACES)[number]) => (Number(p.lat) - lat) ** 2 + (Number(p.lon) - lon) ** 2;
  return PLACES.reduce((best, p) => (distance(p) < distance(best) ? p : best));
}

function searchResults(q: string) {
  const wanted = q.toLowerCase();
  return PLACES.filter((p) => p.name.toLowerCase().includes(wanted)).map((p, i) => ({
    place_id: i + 1,
    lat: p.lat,
    lon: p.lon,
    name: p.name,
    display_name: `${p.name}, ${p.state}, ${p.country}`,
    addresstype: 'city',
    address: { city: p.name, state: p.state, country: p.country, country_code: p.country_code },
  }));
}

export interface FakeUpstream {
  url: string;
  requests: string[];
  close(): Promise<void>;
}

export async function startFakeGeoUpstream(): Promise<FakeUpstream> {
  const requests: string[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    requests.push(url.pathname + url.search);
    res.setHeader('content-type', 'application/json');
    const failing = () => {
      res.statusCode = 503;
      res.end('{"error":"unavailable"}');
    };
    if (url.pathname.startsWith('/search') && /makkah/i.test(url.searchParams.get('q') ?? '')) return failing();
    if (url.pathname.startsWith('/search')) return void res.end(JSON.stringify(searchResults(url.searchParams.get('q') ?? '')));
    const [lat, lon] = [Number(url.searchParams.get('lat')), Number(url.searchParams.get('lon'))];
    if (url.pathname.startsWith('/reverse') && Math.abs(lat - 51.5) < 0.5 && Math.abs(lon) < 0.5) return failing();
    // The geocoder is down for Makkah's area: the server must still know its zone and country.
    if (url.pathname.startsWith('/reverse') && Math.abs(Number(url.searchParams.get('lat')) - 21.4) < 0.5) {
      res.statusCode = 503;
      return void res.end('{"error":"unavailable"}');
    }
    if (url.pathname.startsWith('/reverse')) {
      const p = nearest(Number(url.searchParams.get('lat')), Number(url.searchParams.get('lon')));
      return void res.end(
        JSON.stringify({ lat: p.lat, lon: p.lon, display_name: p.name, address: { city: p.name, country: p.country, country_code: p.country_code } }),
      );
    }
    res.statusCode = 404;
    res.end('[]');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
