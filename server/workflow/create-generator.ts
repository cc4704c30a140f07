import type { ContentConfig } from '../config';
import { BuiltinContentGenerator } from './builtin-generator';
import type { ContentGenerator } from './generator';
import { ChatCompletionsGenerator } from './openai-generator';

/** The external generator when its URL and key are configured, else the built-in one. */
export function createContentGenerator(config: ContentConfig): ContentGenerator {
  if (config.apiUrl && config.apiKey) {
    return new ChatCompletionsGenerator({
      apiUrl: config.apiUrl,
      apiKey: config.apiKey,
      model: config.model,
      timeoutMs: config.timeoutMs,
    });
  }
  return new BuiltinContentGenerator();
}
