import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small OpenAI-compatible chat completions server for the content workflow's tests. What it
 * answers is switched per test: content, an HTTP 500, silence, or text that is no JSON.
 */

export type ChatMode = 'ok' | 'error500' | 'hang' | 'malformed';

export interface ChatRequest {
  authorization: string | undefined;
  body: { model?: string; messages?: { role: string; content: string }[] };
}

export interface ChatServer {
  /** The API base, as CONTENT_API_URL. */
  url: string;
  mode: ChatMode;
  /** Delay before answering, in ms. */
  delayMs: number;
  requests: ChatRequest[];
  /** Resolves once the server has received `count` requests in all. */
  received(count: number): Promise<void>;
  close(): Promise<void>;
}

/** The content the server generates for a kind named in the prompt. */
export function chatContent(prompt: string) {
  const name = (JSON.parse(prompt) as { name: string }).name;
  return {
    description_nl: `Extern geschreven tekst over ${name}.`,
    description_en: `Externally written text about ${name}.`,
    short_description_nl: `Kort over ${name}`,
    short_description_en: `Short on ${name}`,
    flavors: ['citrus'],
    effects: ['vrolijk', 'creatief'],
  };
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startChatServer(): Promise<ChatServer> {
  const waiters: { count: number; resolve: () => void }[] = [];
  const hanging = new Set<ServerResponse>();
  const state = { mode: 'ok' as ChatMode, delayMs: 0, requests: [] as ChatRequest[] };

  const answer = (response: ServerResponse, body: ChatRequest['body']) => {
    if (state.mode === 'hang') {
      hanging.add(response);
      response.on('close', () => hanging.delete(response));
      return;
    }
    if (state.mode === 'error500') {
      response.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"down"}');
      return;
    }
    const prompt = body.messages?.find((message) => message.role === 'user')?.content ?? '{}';
    const content =
      state.mode === 'malformed' ? 'Sorry, no JSON today.' : JSON.stringify(chatContent(prompt));
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
  };

  const server = createServer((request, response) => {
    void readBody(request).then((text) => {
      const body = JSON.parse(text || '{}') as ChatRequest['body'];
      if (request.url !== '/v1/chat/completions') {
        response.writeHead(404).end();
        return;
      }
      state.requests.push({ authorization: request.headers.authorization, body });
      for (const waiter of waiters.filter((w) => state.requests.length >= w.count)) {
        waiter.resolve();
      }
      setTimeout(() => answer(response, body), state.delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  return {
    url: `http://127.0.0.1:${port}/v1`,
    get mode() {
      return state.mode;
    },
    set mode(mode: ChatMode) {
      state.mode = mode;
    },
    get delayMs() {
      return state.delayMs;
    },
    set delayMs(ms: number) {
      state.delayMs = ms;
    },
    get requests() {
      return state.requests;
    },
    received: (count) =>
      new Promise<void>((resolve) => {
        if (state.requests.length >= count) resolve();
        else waiters.push({ count, resolve });
      }),
    close: async () => {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
