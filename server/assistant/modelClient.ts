import type { GenerateContentResponse, SafetySetting } from '@google/genai';

/** docs/product.md §7: the generation settings of every assistant call. */
export type GenerationSettings = { temperature: number; topP: number; topK: number; maxOutputTokens: number };

/** The model's answer: its text (possibly empty), or a refusal by the service's safety filters. */
export type ModelReply = { kind: 'text'; text: string } | { kind: 'blocked'; reason: string };

/**
 * The generative language model service, behind an interface so tests and the assistant service do
 * not depend on one vendor's SDK. `generate` throws when the service fails or does not answer in time.
 */
export interface ModelClient {
  /** False when no key is set: the assistant then answers from its canned answers without calling out. */
  isConfigured(): boolean;
  /** The prompt goes as text parts (docs/product.md §7). */
  generate(promptParts: string[], settings: GenerationSettings): Promise<ModelReply>;
}

/**
 * The SDK, loaded at the first call: a shop without a model key never needs it, and it is large
 * (decision 0080).
 */
const loadSdk = () => import('@google/genai');

/** docs/product.md §7: four harm categories, each blocked at medium probability and above. */
function safetySettings({ HarmCategory, HarmBlockThreshold }: Awaited<ReturnType<typeof loadSdk>>): SafetySetting[] {
  return [
    HarmCategory.HARM_CATEGORY_HARASSMENT,
    HarmCategory.HARM_CATEGORY_HATE_SPEECH,
    HarmCategory.HARM_CATEGORY_SEXUALLY_EXPLICIT,
    HarmCategory.HARM_CATEGORY_DANGEROUS_CONTENT,
  ].map((category) => ({ category, threshold: HarmBlockThreshold.BLOCK_MEDIUM_AND_ABOVE }));
}

/** A shopper waits for the answer with a typing indicator; past this the canned answer is better than nothing. */
export const DEFAULT_MODEL_TIMEOUT_MS = 15_000;

/** Finish reasons that mean the service withheld the answer rather than finished it. */
const WITHHELD = new Set(['SAFETY', 'RECITATION', 'BLOCKLIST', 'PROHIBITED_CONTENT', 'SPII']);

export type GeminiOptions = {
  /** Read at each call, so a key the owner saves takes effect without a restart. */
  apiKey: () => string | undefined;
  model: string;
  /** Another address for the service (GEMINI_BASE_URL; tests point it at a local fake). */
  baseUrl?: string;
  timeoutMs?: number;
};

/**
 * The model client over @google/genai (Google's SDK in place of @google/generative-ai, which its own
 * README deprecates); the key stays on the server. The SDK retries nothing unless asked: a shopper
 * waiting on a failed call gets the canned answer at once.
 */
export function geminiModelClient(options: GeminiOptions): ModelClient {
  return {
    isConfigured: () => Boolean(options.apiKey()),
    async generate(promptParts, settings) {
      const apiKey = options.apiKey();
      if (!apiKey) throw new Error('No model key is set');
      const sdk = await loadSdk();
      const client = new sdk.GoogleGenAI({
        apiKey,
        httpOptions: { baseUrl: options.baseUrl, timeout: options.timeoutMs ?? DEFAULT_MODEL_TIMEOUT_MS },
      });
      const response = await client.models.generateContent({
        model: options.model,
        contents: [{ role: 'user', parts: promptParts.map((text) => ({ text })) }],
        config: { ...settings, safetySettings: safetySettings(sdk) },
      });
      return readReply(response);
    },
  };
}

/** docs/product.md §7: the reply is the first candidate's first text part. */
export function readReply(response: Pick<GenerateContentResponse, 'promptFeedback' | 'candidates'>): ModelReply {
  const blockReason = response.promptFeedback?.blockReason;
  if (blockReason) return { kind: 'blocked', reason: blockReason };
  const first = response.candidates?.[0];
  if (first?.finishReason && WITHHELD.has(first.finishReason)) return { kind: 'blocked', reason: first.finishReason };
  const text = first?.content?.parts?.find((part) => typeof part.text === 'string')?.text ?? '';
  return { kind: 'text', text };
}
