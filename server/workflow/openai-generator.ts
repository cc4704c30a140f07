import type { ContentState } from '../db/schema';
import {
  type ContentGenerator,
  GeneratorOutputError,
  GeneratorUnavailableError,
  type KindProfile,
  toContentState,
} from './generator';

/**
 * A generator over an OpenAI-compatible chat completions API: `POST {apiUrl}/chat/completions`
 * with a bearer key, asking for a JSON object. The key stays in the request header: it is never
 * part of an error, a log line or the workflow state.
 */

export interface ChatGeneratorOptions {
  apiUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
}

const SYSTEM_PROMPT = [
  'You write menu texts for a Dutch coffeeshop.',
  'Answer with one JSON object with the keys description_nl, description_en,',
  'short_description_nl, short_description_en (strings), flavors and effects (lists of short',
  'Dutch words). Descriptions have 3 to 5 sentences; short descriptions at most 120 characters.',
  'Use only the facts given; make no medical claims.',
].join(' ');

function userPrompt(profile: KindProfile): string {
  return JSON.stringify({
    name: profile.name,
    type: profile.type,
    strains: profile.strains,
    tags: profile.tags.map((tag) => `${tag.name} ${tag.amount}%`),
    flavors: profile.flavors,
  });
}

interface ChatAnswer {
  choices?: { message?: { content?: unknown } }[];
}

async function post(options: ChatGeneratorOptions, body: string, signal: AbortSignal) {
  const timeout = AbortSignal.timeout(options.timeoutMs);
  try {
    return await fetch(`${options.apiUrl}/chat/completions`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${options.apiKey}`,
        'content-type': 'application/json',
        accept: 'application/json',
      },
      body,
      signal: AbortSignal.any([signal, timeout]),
    });
  } catch (error) {
    if (signal.aborted) throw error;
    const reason = timeout.aborted ? 'did not answer in time' : 'could not be reached';
    throw new GeneratorUnavailableError(`The text generator ${reason}.`);
  }
}

function parseContent(answer: ChatAnswer): ContentState {
  const content = answer.choices?.[0]?.message?.content;
  if (typeof content !== 'string') {
    throw new GeneratorOutputError('The text generator gave no answer text.');
  }
  const json = content
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/```$/, '');
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw new GeneratorOutputError('The text generator did not answer with valid JSON.');
  }
  return toContentState(parsed);
}

/** The chat completions generator. */
export class ChatCompletionsGenerator implements ContentGenerator {
  readonly name = 'chat-completions';

  constructor(private readonly options: ChatGeneratorOptions) {}

  async generate(profile: KindProfile, signal: AbortSignal): Promise<ContentState> {
    const body = JSON.stringify({
      model: this.options.model,
      response_format: { type: 'json_object' },
      temperature: 0.7,
      messages: [
        { role: 'system', content: SYSTEM_PROMPT },
        { role: 'user', content: userPrompt(profile) },
      ],
    });
    const response = await post(this.options, body, signal);
    if (response.status >= 500 || response.status === 429 || response.status === 408) {
      await response.body?.cancel();
      throw new GeneratorUnavailableError(`The text generator answered HTTP ${response.status}.`);
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new GeneratorOutputError(`The text generator refused: HTTP ${response.status}.`);
    }
    let answer: ChatAnswer;
    try {
      answer = (await response.json()) as ChatAnswer;
    } catch (error) {
      if (signal.aborted) throw error;
      if (
        error instanceof Error &&
        (error.name === 'TimeoutError' || error.name === 'AbortError')
      ) {
        throw new GeneratorUnavailableError('The text generator did not answer in time.');
      }
      throw new GeneratorOutputError('The text generator did not answer with valid JSON.');
    }
    return parseContent(answer);
  }
}
