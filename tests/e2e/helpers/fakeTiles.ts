// A map tile server on 127.0.0.1 (tests cannot reach OpenStreetMap): every
// /{z}/{x}/{y}.png is one small grey PNG, and the paths asked for are kept.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

// A 1×1 grey PNG; the browser stretches it over the 256 px tile.
const TILE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGO4AwAA0gDRhFXUAQAAAABJRU5ErkJggg==', 'base64');

export interface FakeTiles {
  /** The URL template for MAP_TILE_URL. */
  template: string;
  requests: string[];
  close(): Promise<void>;
}

export async function startFakeTiles(): Promise<FakeTiles> {
  const requests: string[] = [];
  const server = createServer((req, res) => {
    requests.push(req.url ?? '');
    if (!/^\/\d+\/\d+\/\d+\.png$/.test(req.url ?? '')) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'no-store' }).end(TILE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    template: `http://127.0.0.1:${port}/{z}/{x}/{y}.png`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
