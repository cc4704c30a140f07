/**
 * `npm run bench` (pictures): the resize service of the real server process with the demo data.
 *
 * Figures: time of a first request of a size (sharp draws it) against a repeated one (read from
 * the disk cache), requests per second of a cached picture with 200 and with 304 (10
 * connections, autocannon in this process), and the bytes a board fetches for a row image and
 * a category picture against the stored original.
 */
import autocannon from 'autocannon';
import { startServerProcess } from '../support/server-process';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const SIZES = [64, 128, 256, 512, 1024, 2000];

function resizeUrl(base: string, bucket: string, key: string, width: number, height: number) {
  const request = { bucket, key, edits: { resize: { width, height, fit: 'cover' } } };
  return `${base}/img/${Buffer.from(JSON.stringify(request)).toString('base64url')}`;
}

async function timed(url: string): Promise<{ ms: number; bytes: number; etag: string }> {
  const start = performance.now();
  const response = await fetch(url);
  const body = Buffer.from(await response.arrayBuffer());
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return {
    ms: performance.now() - start,
    bytes: body.length,
    etag: response.headers.get('etag') ?? '',
  };
}

async function main() {
  console.log('Starting the server with the demo data (embedded database) ...');
  const server = await startServerProcess({ DEMO_DATA: '1' });
  try {
    const login = await fetch(`${server.baseUrl}/v1/login/access-token`, {
      method: 'POST',
      body: new URLSearchParams({ username: server.adminUsername, password: server.adminPassword }),
    });
    const auth = `Bearer ${((await login.json()) as { access_token: string }).access_token}`;
    const config = (await (await fetch(`${server.baseUrl}/v1/images/config`)).json()) as {
      bucket: string;
    };
    const pictures = (await (
      await fetch(`${server.baseUrl}/v1/images/?filter=purpose:category&limit=1`, {
        headers: { authorization: auth },
      })
    ).json()) as { name: string; bytes: number }[];
    const picture = pictures[0];
    if (!picture) throw new Error('The demo data has no category picture.');
    const url = (w: number, h: number) =>
      resizeUrl(server.baseUrl, config.bucket, picture.name, w, h);

    console.log(`\nPicture ${picture.name}: ${picture.bytes} bytes stored`);
    console.log('width   first (sharp)   again (cache)   bytes');
    for (const width of SIZES) {
      const height = Math.round((width * 2.2) / 5);
      const first = await timed(url(width, height));
      const again = await timed(url(width, height));
      console.log(
        `${String(width).padStart(5)}   ${first.ms.toFixed(1).padStart(10)} ms   ${again.ms
          .toFixed(1)
          .padStart(10)} ms   ${first.bytes}`,
      );
    }
    const row = await timed(url(64, 64));
    console.log(`row image (64x64 for a 32x32 box): ${row.bytes} bytes`);

    const cached = url(256, 113);
    const { etag } = await timed(cached);
    for (const [label, headers] of [
      ['200 (cached)', {}],
      ['304', { 'if-none-match': etag }],
    ] as const) {
      const result = await autocannon({
        url: cached,
        connections: 10,
        duration: DURATION_S,
        headers,
      });
      console.log(
        `${label}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, statuses ${JSON.stringify(result.statusCodeStats)}`,
      );
    }
  } finally {
    await server.stop();
  }
}

await main();
