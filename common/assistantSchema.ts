import { z } from 'zod';
import { DEFAULT_LANGUAGE, shopLanguageSchema } from './language';
import { FAQ_TOPICS, HISTORY_LIMIT, MAX_HISTORY_TEXT_LENGTH, MAX_MESSAGE_LENGTH } from './assistant';

/** The assistant's API shapes (docs/product.md §3 Chat message, Hot product, FAQ entry; §7 assistant calls). */

export const chatMessageTypeSchema = z.enum(['user', 'bot']);
export type ChatMessageType = z.infer<typeof chatMessageTypeSchema>;

export const historyItemSchema = z.object({
  type: chatMessageTypeSchema,
  text: z
    .string()
    .max(MAX_HISTORY_TEXT_LENGTH, `Each history message must be at most ${MAX_HISTORY_TEXT_LENGTH} characters`),
});
export type HistoryItem = z.infer<typeof historyItemSchema>;

/** POST /api/assistant/chat: the message and the last 10 messages (docs/product.md §4, §5 Chat, §9). */
export const chatRequestSchema = z.object({
  message: z
    .string({ error: 'Please type a message' })
    .trim()
    .min(1, 'Please type a message')
    .max(MAX_MESSAGE_LENGTH, `Messages must be at most ${MAX_MESSAGE_LENGTH} characters`),
  history: z
    .array(historyItemSchema)
    .max(HISTORY_LIMIT, `At most ${HISTORY_LIMIT} earlier messages may be sent`)
    .default([]),
  /** The language the shopper reads (issue 26): the assistant answers in it. */
  language: shopLanguageSchema.default(DEFAULT_LANGUAGE),
});
export type ChatRequest = z.input<typeof chatRequestSchema>;

/** The popular questions and their answers in the shopper's language (issue 26). */
export const faqQuerySchema = z.object({ language: shopLanguageSchema.default(DEFAULT_LANGUAGE) });

/** A product an answer names, so the widget can link its name to the product's page. */
export const productMentionSchema = z.object({ id: z.string(), title: z.string() });
export type ProductMention = z.infer<typeof productMentionSchema>;

/**
 * Where an answer came from: the model, a canned answer built from the shop's policy and catalog
 * (model failed, withheld its answer or has no key), or the model's empty reply.
 */
export const chatReplySchema = z.object({
  reply: z.string(),
  source: z.enum(['model', 'canned', 'empty']),
  products: z.array(productMentionSchema),
});
export type ChatReply = z.infer<typeof chatReplySchema>;

export const faqEntrySchema = z.object({
  topic: z.enum(FAQ_TOPICS),
  question: z.string(),
  answer: z.string(),
  products: z.array(productMentionSchema),
});
export type FaqEntry = z.infer<typeof faqEntrySchema>;

/** docs/product.md §3 Hot product; price in whole rupees. */
export const hotProductSchema = z.object({
  id: z.string(),
  title: z.string(),
  price: z.number().int(),
  imageUrl: z.string().nullable(),
});
export type HotProduct = z.infer<typeof hotProductSchema>;
