import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * How the double answers `POST /chat/completions`: with a rewrite, never (past any timeout),
 * with HTTP 500, with content that is not the asked-for JSON, or with empty content.
 */
export type LlmDoubleMode = 'answer' | 'hang' | 'error' | 'malformed' | 'empty';

export interface LlmRequestRecord {
  authorization: string | undefined;
  body: {
    model?: unknown;
    messages?: { role?: unknown; content?: unknown }[];
  };
}

export interface LlmDouble {
  /** The API root to configure as `LLM_BASE_URL`. */
  url: string;
  mode: LlmDoubleMode;
  /** What the double answers in `answer` mode. */
  answer: { interpret: string; interpretDetail: string };
  requests: LlmRequestRecord[];
  /** Protocol problems the double saw in requests (wrong key, missing fields). */
  problems: string[];
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A local stand-in for an OpenAI-compatible chat endpoint: a real node:http server on
 * 127.0.0.1 that checks the bearer key and the request shape and answers in the chosen mode.
 */
export async function startLlmDouble(apiKey: string): Promise<LlmDouble> {
  const double: Omit<LlmDouble, 'url' | 'close'> = {
    mode: 'answer',
    answer: {
      interpret: 'LLM가 다시 쓴 해석입니다.',
      interpretDetail: 'LLM가 다시 쓴 자세한 보고입니다.',
    },
    requests: [],
    problems: [],
  };
  const server: Server = createServer((request, response) => {
    void (async () => {
      const text = await readBody(request);
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
        double.problems.push(`unexpected ${request.method} ${request.url}`);
        response.writeHead(404).end();
        return;
      }
      let body: LlmRequestRecord['body'] = {};
      try {
        body = JSON.parse(text) as LlmRequestRecord['body'];
      } catch {
        double.problems.push('body is not JSON');
      }
      double.requests.push({ authorization: request.headers.authorization, body });
      if (request.headers.authorization !== `Bearer ${apiKey}`) {
        double.problems.push('wrong or missing bearer key');
        response.writeHead(401, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { message: 'invalid api key' } }));
        return;
      }
      const [system, user] = body.messages ?? [];
      if (typeof body.model !== 'string') double.problems.push('no model');
      if (system?.role !== 'system' || typeof system.content !== 'string')
        double.problems.push('first message is not the system prompt');
      if (user?.role !== 'user' || typeof user.content !== 'string')
        double.problems.push('second message is not the user message');

      const reply = (content: string | null) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({
            id: 'chatcmpl-double',
            object: 'chat.completion',
            model: body.model,
            choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
          }),
        );
      };
      switch (double.mode) {
        case 'answer':
          reply(JSON.stringify(double.answer));
          return;
        case 'hang':
          return; // never answers; the client's timeout must fire
        case 'error':
          response.writeHead(500, { 'content-type': 'text/plain' });
          response.end('upstream exploded');
          return;
        case 'malformed':
          reply('Here is your interpretation: the result is significant.');
          return;
        case 'empty':
          reply('');
          return;
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(double, {
    url: `http://127.0.0.1:${port}/v1`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}
