import { FAQ_QUESTIONS, FAQ_TOPICS } from '../../common/assistant';
import type { ChatReply, FaqEntry, HistoryItem, ProductMention } from '../../common/assistantSchema';
import type { AppDeps } from '../deps';
import { readShopPolicy } from '../shop/policy';
import { advertisedDiscounts } from '../discounts/queries';
import type { ShopLanguage } from '../../common/language';
import { cannedAnswer, helpAnswer, MODEL_TROUBLE_ANSWER, type CannedContext } from './cannedAnswers';
import { topicsOf, writtenInUrdu } from './topics';
import { URDU_MODEL_TROUBLE_ANSWER, urduHelpAnswer } from './urduAnswers';
import { catalogFacts, findProductsFor, variantAsked, type ProductLookup } from './catalogKnowledge';
import { hotProducts } from './hotProducts';
import type { GenerationSettings } from './modelClient';
import { buildPrompt } from './prompt';

/** docs/product.md §7: the generation settings of every assistant call. */
export const GENERATION_SETTINGS: GenerationSettings = { temperature: 0.7, topP: 0.95, topK: 40, maxOutputTokens: 800 };

/** docs/product.md §8: the model answered, but with nothing. */
export const EMPTY_REPLY_ANSWER = "I'm sorry, I couldn't generate a response.";

type AssistantDeps = Pick<AppDeps, 'db' | 'now' | 'logger' | 'modelClient'>;

function cannedContext({ db, now }: AssistantDeps, lookup?: ProductLookup, language?: ShopLanguage): CannedContext {
  return {
    language,
    policy: readShopPolicy(db),
    facts: catalogFacts(db),
    featured: hotProducts(db, now()),
    matches: lookup?.kind === 'found' ? lookup.products : undefined,
    named: lookup?.kind === 'found' && lookup.named === true,
    asked: lookup && lookup.kind !== 'failed' ? lookup.asked : undefined,
    codes: advertisedDiscounts(db, now()), // codes the owner shows to shoppers (issues 25, 33)
  };
}

/** Popular questions (docs/product.md §2/§4) with answers built from the shop policy and the catalog. */
export function faqEntries(deps: AssistantDeps, language: ShopLanguage = 'en'): FaqEntry[] {
  const context = cannedContext(deps, undefined, language);
  return FAQ_TOPICS.map((topic) => {
    const { text, products } = cannedAnswer(topic, context);
    return { topic, question: FAQ_QUESTIONS[language][topic], answer: text, products };
  });
}

/**
 * The canned keyword answer for a message in the shopper's language: one answer per topic asked, in
 * the order asked, so "how many days for delivery, and is there a code?" gets both. When no topic
 * fits: without a model key, what the assistant can answer (a question it cannot place is no failure);
 * after the service failed, docs/product.md §8's apology.
 */
function cannedReply(
  deps: AssistantDeps,
  message: string,
  lookup: ProductLookup,
  language: ShopLanguage,
  modelFailed: boolean,
): ChatReply {
  const context = cannedContext(deps, lookup, language);
  const topics = topicsOf(message, (part) => (lookup.kind === 'failed' ? {} : variantAsked(part, context.facts)));
  if (topics.length === 0) {
    const urdu = language === 'ur';
    const reply = modelFailed
      ? urdu
        ? URDU_MODEL_TROUBLE_ANSWER
        : MODEL_TROUBLE_ANSWER
      : (urdu ? urduHelpAnswer : helpAnswer)(context.policy);
    return { reply, source: 'canned', products: [] };
  }
  const answers = topics.map((topic) => cannedAnswer(topic, context));
  const products = new Map(answers.flatMap((answer) => answer.products).map((product) => [product.id, product]));
  return {
    reply: answers.map((answer) => answer.text).join('\n\n'),
    source: 'canned',
    products: [...products.values()],
  };
}

/** The products of the prompt that the answer names, so the widget can link them. */
function mentionedIn(text: string, lookup: ProductLookup): ProductMention[] {
  if (lookup.kind !== 'found') return [];
  const lowered = text.toLowerCase();
  // An Urdu answer names a shirt by the owner's Urdu title (issue 26).
  return lookup.products
    .filter(
      (product) =>
        lowered.includes(product.title.toLowerCase()) ||
        (product.titleUrdu !== undefined && text.includes(product.titleUrdu)),
    )
    .map(({ id, title }) => ({ id, title }));
}

/** The widget shows plain text; models still like **bold**. */
const tidy = (text: string) => text.replace(/\*\*(.+?)\*\*/g, '$1').trim();

/**
 * One assistant answer (docs/architecture.md, Assistant): the prompt from the shop policy, the live
 * catalog and the history; the model with docs/product.md §7's settings; canned answers when no key is set,
 * the service fails or times out, or its safety filters withhold the answer; docs/product.md §8's apology
 * for an empty reply.
 */
export async function answerChat(
  deps: AssistantDeps,
  request: { message: string; history: HistoryItem[]; language?: ShopLanguage },
): Promise<ChatReply> {
  const { db, logger, modelClient } = deps;
  const lookup = findProductsFor(db, request.message);
  // The shopper's language (issue 26); a question written in Urdu letters is answered in Urdu on any page.
  const language: ShopLanguage = request.language === 'ur' || writtenInUrdu(request.message) ? 'ur' : 'en';
  if (!modelClient.isConfigured()) return cannedReply(deps, request.message, lookup, language, false);

  const prompt = buildPrompt({
    policy: readShopPolicy(db),
    facts: catalogFacts(db),
    lookup,
    history: request.history,
    message: request.message,
    language,
    codes: advertisedDiscounts(db, deps.now()),
  }); // codes the owner shows to shoppers (issues 25, 33)
  let reply;
  try {
    reply = await modelClient.generate(prompt, GENERATION_SETTINGS);
  } catch (error) {
    logger.warn({ err: error }, 'the assistant model service failed; answering from canned answers');
    return cannedReply(deps, request.message, lookup, language, true);
  }
  if (reply.kind === 'blocked') {
    logger.info({ reason: reply.reason }, 'the assistant model withheld its answer; answering from canned answers');
    return cannedReply(deps, request.message, lookup, language, true);
  }
  const text = tidy(reply.text);
  if (text === '') return { reply: EMPTY_REPLY_ANSWER, source: 'empty', products: [] };
  return { reply: text, source: 'model', products: mentionedIn(text, lookup) };
}
