import { z } from 'zod';
import {
  chatReplySchema,
  chatRequestSchema,
  faqEntrySchema,
  faqQuerySchema,
  hotProductSchema,
} from '../assistantSchema';
import { endpoints, okData } from './endpoint';

/** The shopping assistant and the trending products it shows (docs/product.md §4 Chat widget, §7). */
export const assistantEndpoints = endpoints({
  'POST /api/assistant/chat': { auth: 'public', body: chatRequestSchema, response: okData(chatReplySchema) },
  'GET /api/assistant/faq': { auth: 'public', query: faqQuerySchema, response: okData(z.array(faqEntrySchema)) },
  'GET /api/hot-products': { auth: 'public', response: okData(z.array(hotProductSchema)) },
});
