// A streaming OpenAI-compatible chat completions client: yields content deltas; gives up when the first token or the
// next one is later than `idleTimeoutMs`, or the whole answer later than `totalTimeoutMs`.
import { createEventParser } from './sse';

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface LlmConfig {
  baseUrl: string;
  apiKey?: string;
  model: string;
  idleTimeoutMs: number;
  totalTimeoutMs: number;
  fetch?: typeof fetch;
}

export class LlmError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'LlmError';
  }
}

export async function* streamChat(config: LlmConfig, messages: ChatMessage[], signal: AbortSignal): AsyncGenerator<string> {
  const abort = new AbortController();
  const onAbort = () => abort.abort(signal.reason);
  signal.addEventListener('abort', onAbort);
  let idle: NodeJS.Timeout | undefined;
  const arm = () => {
    clearTimeout(idle);
    idle = setTimeout(() => abort.abort(new LlmError(`no answer within ${config.idleTimeoutMs} ms`)), config.idleTimeoutMs);
  };
  const total = setTimeout(() => abort.abort(new LlmError(`answer took over ${config.totalTimeoutMs} ms`)), config.totalTimeoutMs);
  try {
    arm();
    const response = await (config.fetch ?? fetch)(`${config.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
      },
      body: JSON.stringify({ model: config.model, messages, stream: true, temperature: 0 }),
      signal: abort.signal,
    }).catch((error: unknown) => {
      throw new LlmError('the model endpoint is not reachable', { cause: abort.signal.reason ?? error });
    });
    if (!response.ok || !response.body) throw new LlmError(`the model endpoint answered ${response.status}`);
    const pending: string[] = [];
    let finished = false;
    const parser = createEventParser(({ data }) => {
      if (data.trim() === '[DONE]') {
        finished = true;
        return;
      }
      try {
        const chunk = JSON.parse(data) as { choices?: { delta?: { content?: string | null } }[]; error?: { message?: string } };
        if (chunk.error) throw new LlmError(`the model failed: ${chunk.error.message ?? 'unknown error'}`);
        const content = chunk.choices?.[0]?.delta?.content;
        if (content) pending.push(content);
      } catch (error) {
        if (error instanceof LlmError) throw error;
        throw new LlmError('the model sent a malformed chunk', { cause: error });
      }
    });
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    try {
      while (!finished) {
        const { done, value } = await reader.read().catch((error: unknown) => {
          throw abort.signal.reason instanceof LlmError ? abort.signal.reason : new LlmError('the model stream broke', { cause: error });
        });
        if (done) break;
        arm();
        parser.push(decoder.decode(value, { stream: true }));
        while (pending.length > 0) yield pending.shift() as string;
      }
      parser.end();
      while (pending.length > 0) yield pending.shift() as string;
      if (!finished) throw new LlmError('the model stream ended without [DONE]');
    } finally {
      await reader.cancel().catch(() => undefined);
    }
  } finally {
    clearTimeout(idle);
    clearTimeout(total);
    signal.removeEventListener('abort', onAbort);
    abort.abort();
  }
}
