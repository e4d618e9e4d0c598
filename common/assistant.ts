import { z } from 'zod';

/**
 * The shopping assistant's API shapes (SPEC.md §3 Chat message, Hot product, FAQ entry; §7
 * assistant calls; §9 chat limits), shared by the server and the storefront widget.
 */

/** SPEC.md §4/§9: the last 10 messages go along as history. */
export const HISTORY_LIMIT = 10;
export const MAX_MESSAGE_LENGTH = 500;
/** A bot answer can be long (maxOutputTokens 800); history items are bounded so a request stays small. */
export const MAX_HISTORY_TEXT_LENGTH = 4000;
/** SPEC.md §9: at most 3 hot products are shown. */
export const HOT_PRODUCTS_SHOWN = 3;

export const chatMessageTypeSchema = z.enum(['user', 'bot']);
export type ChatMessageType = z.infer<typeof chatMessageTypeSchema>;

export const historyItemSchema = z.object({
  type: chatMessageTypeSchema,
  text: z.string().max(MAX_HISTORY_TEXT_LENGTH, `Each history message must be at most ${MAX_HISTORY_TEXT_LENGTH} characters`),
});
export type HistoryItem = z.infer<typeof historyItemSchema>;

export const chatRequestSchema = z.object({
  message: z
    .string({ error: 'Please type a message' })
    .trim()
    .min(1, 'Please type a message')
    .max(MAX_MESSAGE_LENGTH, `Messages must be at most ${MAX_MESSAGE_LENGTH} characters`),
  history: z.array(historyItemSchema).max(HISTORY_LIMIT, `At most ${HISTORY_LIMIT} earlier messages may be sent`).default([]),
});
export type ChatRequest = z.input<typeof chatRequestSchema>;

/** A product an answer names, so the widget can link its name to the product's page. */
export type ProductMention = { id: string; title: string };

/**
 * Where an answer came from: the model, a canned answer built from the shop's policy and catalog
 * (model failed, blocked or not configured), or the model's empty reply.
 */
export type ChatReplySource = 'model' | 'canned' | 'empty';
export type ChatReply = { reply: string; source: ChatReplySource; products: ProductMention[] };

/** The popular questions (SPEC.md §2/§4); the server answers each from the shop's policy and catalog. */
export const FAQ_TOPICS = ['shipping', 'payment', 'returns', 'sizes', 'discount', 'products'] as const;
export type FaqTopic = (typeof FAQ_TOPICS)[number];
export const FAQ_QUESTIONS: Record<FaqTopic, string> = {
  shipping: 'How much is delivery?',
  payment: 'How can I pay?',
  returns: 'What is your return policy?',
  sizes: 'What sizes do you have?',
  discount: 'Do you have any discounts?',
  products: 'Which shirts are popular?',
};
export type FaqEntry = { topic: FaqTopic; question: string; answer: string; products: ProductMention[] };

/** SPEC.md §3 Hot product; price in whole rupees. */
export type HotProduct = { id: string; title: string; price: number; imageUrl: string | null };
