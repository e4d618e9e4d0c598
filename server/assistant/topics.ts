import type { FaqTopic } from '../../common/assistant';
import type { VariantAsked } from './catalogKnowledge';

/**
 * What the canned answers know (docs/product.md §8): the popular questions, and the shop's bank details,
 * contact, order tracking (issue 26) and how long delivery takes, which also gives the fee.
 */
export type CannedTopic = FaqTopic | 'bank' | 'contact' | 'tracking' | 'deliveryTime';

/*
 * Keywords per topic in English, Urdu script and Roman Urdu, most specific first: "return a shirt" is
 * about returns, not products; "cash on delivery" (کیش آن ڈیلیوری) about payment, not delivery; "account
 * number" about the bank details, while "bank transfer" is a way to pay. \b means nothing beside Urdu
 * letters (JavaScript's word characters are ASCII), so Urdu words are matched as they are written.
 */
const TOPIC_KEYWORDS: [CannedTopic, RegExp][] = [
  [
    'bank',
    /\b(iban|accounts?|acc(ount)? ?(no|number|title)|bank details)\b|اکاؤنٹ|اکاونٹ|کھاتہ|آئی بی اے این|بینک کی تفصیل/i,
  ],
  [
    'tracking',
    /\b(track|tracking|where is my (order|parcel)|order status|(order|parcel) kahan|mera order)\b|ٹریک|آرڈر کہاں|پارسل کہاں|میرا آرڈر|آرڈر کی صورتحال/i,
  ],
  [
    'discount',
    /\b(discount|promo|coupon|voucher|code|sale|offer|deal)s?\b|رعایت|ڈسکاؤنٹ|ڈسکاونٹ|کوپن|پرومو|کوڈ|سیل|آفر/i,
  ],
  [
    'returns',
    /\b(return|returns|returning|refund|exchange|replace|replacement|wapas|wapis|wapsi|badal(na|ni|ni?ye)?|tabdee?l)\b|واپس|واپسی|ریفنڈ|تبدیل|بدل/i,
  ],
  [
    'payment',
    /\b(pay|paying|payment|cod|cash|bank|transfer|card|jazzcash|easypaisa|paise|paisay|adaigi|adaygi)\b|ادائیگی|پیسے|کیش|نقد|بینک|ٹرانسفر|جاز ?کیش|ایزی ?پیسہ/i,
  ],
  [
    'deliveryTime',
    /\b(how long|how many days|how soon|which day|what day|days?|kitne din|kitnay din|kab (tak|milega|milay ga|ayega|aayega|pohanchega|pahunchega))\b|کتنے دن|کتنے روز|کتنا وقت|کب تک|کب ملے|کب پہنچ/i,
  ],
  [
    'shipping',
    /\b(ship|shipping|shipped|deliver|delivery|delivered|courier|dispatch|postage|charges?|pohanch|pahunch)\b|ڈیلیوری|ڈلیوری|ترسیل|شپنگ|کوریئر|کورئیر|پہنچ/i,
  ],
  [
    'sizes',
    /\b(size|sizes|sizing|fit|fits|measurements?|chest|bust|waist|small|medium|large|xs|xl|xxl|naap)\b|سائز|ناپ|پیمائش|چھاتی|سینہ/i,
  ],
  [
    'contact',
    /\b(contact|phone|call|whatsapp|e-?mail|address|reach you|rabta|number)\b|رابطہ|فون|واٹس ?ایپ|ای میل|نمبر/i,
  ],
  [
    'products',
    /\b(products?|shirts?|kurtas?|polos?|collection|catalog(ue)?|stock|available|price|prices|colou?rs?|trending|popular|sell|qeemat|keemat|kitne ka|kitnay ka|rate)\b|قیمت|کتنے کا|کتنے کی|ریٹ|قمیض|شرٹ|کرتا|کرتے|کلیکشن|دستیاب|اسٹاک|سٹاک|رنگ/i,
  ],
];

/** Asking about fit or measurements, not about stock: 'is XL a loose fit?', 'XL ka naap'. */
const FIT_WORDS = /\b(fit|fits|measurements?|chart|guide|chest|length|naap)\b|ناپ|پیمائش|چارٹ/i;
/** Topics a question stays on even when it names a size or colour ("return my XL", "track my navy shirt"). */
const BEFORE_VARIANT: readonly CannedTopic[] = ['bank', 'tracking', 'discount', 'returns'];

/**
 * The canned topic a message is about, if any. A question that names a size or colour the shop has
 * ("do you have XL in navy?", "XL neela hai?", "کیا XL سفید میں ہے؟") is about products in stock, not the
 * size guide (issue 35), unless it asks about fit or is about one of the topics before it.
 */
export function topicOf(message: string, asked: VariantAsked = {}): CannedTopic | undefined {
  const topic = TOPIC_KEYWORDS.find(([, pattern]) => pattern.test(message))?.[0];
  if (!asked.size) return topic;
  if (topic && BEFORE_VARIANT.includes(topic)) return topic;
  if (topic === 'sizes' && FIT_WORDS.test(message)) return topic;
  return 'products';
}

/**
 * Where one ask of a question ends and the next begins: a comma, a question mark or a semicolon (in
 * English or Urdu script), or 'and' / 'aur' / اور between them ('how many days for delivery, and is
 * there a code?', 'ڈیلیوری کتنے دن میں ہوگی اور کیا کوئی کوڈ ہے؟').
 */
const BETWEEN_ASKS = /[,،?؟;؛]|\b(?:and|aur)\b|(?<![\p{L}])اور(?![\p{L}])/iu;
/** At most this many asks of one question are answered: more reads as a list, not a question. */
const MOST_ASKS = 3;

/**
 * The canned topics a message asks about, in the order asked: each ask of the question (BETWEEN_ASKS)
 * on its own topic, so a question with two asks gets both answers. A question whose parts name one
 * topic or none is one ask: its topic is the whole message's (topicOf), the most specific first.
 * `askedIn` says the size and colour a part names, which make it a stock question (topicOf).
 */
export function topicsOf(message: string, askedIn: (part: string) => VariantAsked = () => ({})): CannedTopic[] {
  const parts = message
    .split(BETWEEN_ASKS)
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '');
  const perAsk: (CannedTopic | undefined)[] = [];
  for (const part of parts) {
    // 'ڈیلیوری کتنے دن میں ہوگی اور کتنے کی ہے؟': 'how much is it?' asks the price of what was just asked about.
    const before = perAsk.at(-1);
    perAsk.push(before && asksOnlyThePrice(part) ? before : topicOf(part, askedIn(part)));
  }
  const apart = [...new Set(perAsk.filter((topic): topic is CannedTopic => topic !== undefined))];
  if (apart.length > 1) return withoutTheFeeTwice(apart).slice(0, MOST_ASKS);
  const whole = topicOf(message, askedIn(message));
  return whole ? [whole] : [];
}

/** The words of an ask of the price alone, naming nothing: 'how much is it', 'kitne ka hai', 'کتنے کی ہے'. */
const PRICE_ONLY_WORDS = new Set(
  (
    "how much is it it's that this what does do will be the cost costs price charge charges of " +
    'kitne kitna kitni kitnay ka ki ke hai hain hoga hogi ga gi kya ' +
    'کتنے کتنا کتنی کا کی کے ہے ہیں ہوگا ہوگی گا گی قیمت چارجز کیا یہ وہ اس'
  ).split(' '),
);
const PRICE_WORDS = /\b(much|cost|costs|price|charges?|kitne|kitna|kitni|kitnay)\b|کتنے|کتنا|کتنی|قیمت|چارجز/i;
const asksOnlyThePrice = (part: string) =>
  PRICE_WORDS.test(part) && (part.toLowerCase().match(/[\p{L}']+/gu) ?? []).every((word) => PRICE_ONLY_WORDS.has(word));

/** The delivery-time answer gives the fee too: a question asking both gets it once. */
const withoutTheFeeTwice = (topics: CannedTopic[]) =>
  topics.includes('deliveryTime') ? topics.filter((topic) => topic !== 'shipping') : topics;

/** Urdu letters in the message: the shopper wrote in Urdu, whatever the page's language. */
export const writtenInUrdu = (message: string) => /[\u0600-\u06FF]/.test(message);
