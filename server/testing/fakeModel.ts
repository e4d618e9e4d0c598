import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small local stand-in for the generative language model service, speaking its generateContent
 * REST API (POST /v1beta/models/{model}:generateContent, key in x-goog-api-key). Tests queue what
 * it does next; with nothing queued it answers with a reply made from the prompt, naming the first
 * product the prompt lists, so browser tests can see an answer that went through it.
 */
export type FakeBehaviour =
  | { kind: 'text'; text: string }
  /** An HTTP failure with the service's error body. */
  | { kind: 'status'; status: number }
  /** Never answers, like a service that hangs. */
  | { kind: 'hang' }
  /** A 200 with an empty candidate list. */
  | { kind: 'empty' }
  /** The candidate withheld by the safety filters (finishReason SAFETY, no content). */
  | { kind: 'safety' }
  /** The prompt itself blocked (promptFeedback.blockReason SAFETY, no candidates). */
  | { kind: 'promptBlocked' };

export type FakeModelRequest = { path: string; apiKey: string | undefined; body: GenerateBody };

type GenerateBody = {
  contents?: { role?: string; parts?: { text?: string }[] }[];
  generationConfig?: Record<string, unknown>;
  safetySettings?: { category: string; threshold: string }[];
};

export type FakeModel = {
  url: string;
  requests: FakeModelRequest[];
  /** What the next calls do, in order; afterwards the default reply. */
  enqueue: (...behaviours: FakeBehaviour[]) => void;
  /** The prompt text of the last call, its parts joined. */
  lastPrompt: () => string;
  close: () => Promise<void>;
};

const GENERATE_PATH = /^\/v1beta\/models\/[^/:]+:generateContent$/;

export const promptText = (body: GenerateBody) =>
  (body.contents ?? [])
    .flatMap((content) => content.parts ?? [])
    .map((part) => part.text ?? '')
    .join('\n');

/** The default reply: names the first listed product and its price, as a model told to would. */
export function defaultReply(prompt: string): string {
  const product = /^- (.+?) \| (PKR [\d,]+) \|/m.exec(prompt);
  return product
    ? `From the fake model: the ${product[1]} is ${product[2]}, and we have it in stock.`
    : 'From the fake model: sorry, I could not find that in our catalogue.';
}

const SAFETY_RATINGS = [{ category: 'HARM_CATEGORY_HARASSMENT', probability: 'MEDIUM', blocked: true }];

function respond(res: http.ServerResponse, behaviour: FakeBehaviour) {
  const json = (status: number, body: unknown) =>
    res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
  switch (behaviour.kind) {
    case 'text':
      return json(200, {
        candidates: [{ content: { role: 'model', parts: [{ text: behaviour.text }] }, finishReason: 'STOP', index: 0 }],
      });
    case 'status':
      return json(behaviour.status, {
        error: { code: behaviour.status, message: 'The fake model service failed on purpose', status: 'INTERNAL' },
      });
    case 'hang':
      return;
    case 'empty':
      return json(200, { candidates: [] });
    case 'safety':
      return json(200, { candidates: [{ finishReason: 'SAFETY', index: 0, safetyRatings: SAFETY_RATINGS }] });
    case 'promptBlocked':
      return json(200, { promptFeedback: { blockReason: 'SAFETY', safetyRatings: SAFETY_RATINGS } });
  }
}

export async function startFakeModel(options: { port?: number; host?: string } = {}): Promise<FakeModel> {
  const requests: FakeModelRequest[] = [];
  const queue: FakeBehaviour[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method === 'GET' && req.url === '/healthz') return res.writeHead(200).end('ok');
      if (req.method !== 'POST' || !GENERATE_PATH.test(req.url ?? '')) {
        return res
          .writeHead(404, { 'Content-Type': 'application/json' })
          .end(JSON.stringify({ error: { code: 404, message: 'Not found', status: 'NOT_FOUND' } }));
      }
      let body: GenerateBody;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as GenerateBody;
      } catch {
        return res.writeHead(400).end();
      }
      const apiKey = req.headers['x-goog-api-key'];
      requests.push({ path: req.url!, apiKey: Array.isArray(apiKey) ? apiKey[0] : apiKey, body });
      respond(res, queue.shift() ?? { kind: 'text', text: defaultReply(promptText(body)) });
    });
  });
  server.listen(options.port ?? 0, options.host ?? '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    enqueue: (...behaviours) => queue.push(...behaviours),
    lastPrompt: () => {
      const last = requests.at(-1);
      return last ? promptText(last.body) : '';
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // A hanging call holds its socket open; end it so the fake stops at once.
        server.closeAllConnections();
      }),
  };
}
