import { expect } from 'vitest';
import type { App } from '../../server/app-types';
import type { TestApi } from './api';

/** The series of a Prometheus text answer: `name{a="1",b="2"}` (labels sorted) → value. */
export function parseMetrics(text: string): Map<string, number> {
  const series = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})?\s+(\S+)$/.exec(line);
    if (!match) throw new Error(`not a Prometheus line: ${line}`);
    const [, name = '', labels = '', value = ''] = match;
    series.set(seriesKey(name, labelsOf(labels)), Number(value));
  }
  return series;
}

function labelsOf(text: string): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const [, key = '', value = ''] of text.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) {
    labels[key] = value;
  }
  return labels;
}

/** The key `parseMetrics` gives a series. */
export function seriesKey(name: string, labels: Record<string, string> = {}): string {
  const parts = Object.keys(labels)
    .sort()
    .map((key) => `${key}="${labels[key]}"`);
  return parts.length ? `${name}{${parts.join(',')}}` : name;
}

/** `GET /metrics` with the operator token from `remoteAddress`. */
export function scrape(api: TestApi, token: string, remoteAddress = '127.0.0.1') {
  return api.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${token}` },
    remoteAddress,
  });
}

/** The series of `app`'s figures, read with the operator token (which must be taken). */
export async function figuresOf(app: App, token: string): Promise<Map<string, number>> {
  const answer = await app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return parseMetrics(answer.body);
}
