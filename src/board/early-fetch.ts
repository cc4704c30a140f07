/**
 * Requests a board starts before its app has loaded (`boot.ts`): the list, the picture service's
 * address, the screen. Each is answered once, to the first request for the same address without
 * an ETag; later requests go to the network as usual.
 */
const early = new Map<string, Promise<Response>>();

/** Starts `GET url` now, for whoever asks for it later through `earlyFetch`. */
export function fetchEarly(url: string): Promise<Response> {
  let request = early.get(url);
  if (!request) {
    request = fetch(url);
    // Nobody may ever ask for it (the board stopped); a failure is then nobody's concern.
    request.catch(() => undefined);
    early.set(url, request);
  }
  return request;
}

/** The early answer to `url`, if one was started and not handed out yet. */
function takeEarly(input: RequestInfo | URL, init?: RequestInit): Promise<Response> | null {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const headers = new Headers(init?.headers);
  if (headers.has('if-none-match') || (init?.method && init.method !== 'GET')) return null;
  const request = early.get(url) ?? null;
  if (request) early.delete(url);
  return request;
}

/** `fetcher`, answering from the early requests first. */
export function withEarlyAnswers(fetcher: typeof fetch): typeof fetch {
  return (input, init) => takeEarly(input, init) ?? fetcher(input, init);
}
