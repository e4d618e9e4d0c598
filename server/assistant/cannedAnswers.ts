import type { ShopLanguage } from '../../common/language';
import type { HotProduct, ProductMention } from '../../common/assistantSchema';
import type { Product } from '../../common/catalog';
import { describeDiscount, type Discount } from '../../common/discounts';
import { formatPrice } from '../../common/money';
import { freeShippingMessage, type PaymentMethod, type ShopPolicy } from '../../common/policy';
import { FEW_LEFT, variantLabel } from '../../common/variants';
import type { SizeChartRow } from '../../common/sizeCharts';
import {
  cellsAsked,
  chartInStock,
  chartOfSizes,
  sizesOfNamed,
  stockOnOffer,
  type CatalogFacts,
  type VariantAsked,
} from './catalogKnowledge';
import { formatPhone } from '../../common/phone';
import type { CannedTopic } from './topics';
import { urduAnswer } from './urduAnswers';

/**
 * The assistant's canned answers (docs/product.md §8 model service error, §2/§4 popular questions), built
 * from the shop policy and the live catalog so they say what checkout does (docs/architecture.md, Shop
 * policy): the real fee and threshold, the payment methods offered, the sizes actually in stock, the
 * return window, the discount codes live now. They never offer a code that is not, express delivery or a size the shop does not have,
 * the clashes docs/product.md §9 lists in the old texts.
 */

export type CannedContext = {
  policy: ShopPolicy;
  facts: CatalogFacts;
  /** Trending products, named when a shopper asks what there is. */
  featured: HotProduct[];
  /** Products the assistant's search found for the question, when it found any. */
  matches?: Product[];
  /** The question named the matches by their titles ('the Black Denim Shirt'): it is about them alone. */
  named?: boolean;
  /** Discount codes live right now that the owner shows to shoppers (issues 25, 33). */
  codes?: readonly LiveCode[];
  /** The size and colour the question named (issue 35), when it named any. */
  asked?: VariantAsked;
  /** The shopper's language (issue 26); English when not said. */
  language?: ShopLanguage;
};
export type CannedAnswer = { text: string; products: ProductMention[] };

/** docs/product.md §8: said when the model service fails and no canned topic fits the question. */
export const MODEL_TROUBLE_ANSWER =
  "I'm sorry, I'm having trouble connecting to my AI service right now. Is there something specific about our products or services you'd like to know?";

/** "A, B and C". */
export function listInWords(items: string[], last = 'and'): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${last} ${items[items.length - 1]}`;
}

const PAYMENT_WORDS: Record<PaymentMethod, string> = {
  cod: 'cash on delivery (you pay when your parcel arrives)',
  bank: 'bank transfer (our account details are shown when you place the order, and you send us the receipt on WhatsApp)',
};

/** Only the ways the owner has entered; the contact page's form is always there. */
const contactLine = ({ contact }: ShopPolicy) =>
  listInWords(
    [contact.email, contact.phone && `${formatPhone(contact.phone)} (${contact.hours})`, 'our contact page'].filter(
      Boolean,
    ),
    'or',
  );

export function deliveryFacts(policy: ShopPolicy): string {
  if (policy.shippingFee === 0) return `We deliver anywhere in ${policy.country}, and delivery is free on every order.`;
  return `We deliver anywhere in ${policy.country}. Delivery is a flat ${formatPrice(policy.shippingFee)} per order. ${freeShippingMessage(policy)}`;
}

/**
 * How long delivery takes, from the one place the shop holds it: each order's own page (the courier, the
 * tracking number and the owner's expected day, storefront/src/orders/expectedDelivery.tsx). The shop sets
 * no number of days for every order, so none is promised.
 */
export const DELIVERY_TIME =
  "We don't promise a set number of days for delivery. Once your order is on its way, our Track Order page (the link is in your order mail) shows its courier, its tracking number and, when we know it, the day we expect it to reach you.";

/** How long delivery takes, then the fee, so 'how many days, and how much?' gets both. */
export const deliveryTimeFacts = (policy: ShopPolicy) => `${DELIVERY_TIME} ${deliveryFacts(policy)}`;

export function paymentFacts(policy: ShopPolicy): string {
  const methods = policy.paymentMethods.map((method) => PAYMENT_WORDS[method]);
  return policy.paymentMethods.length === 1
    ? `You can pay by ${methods[0]}; it is the only way we take payment for now.`
    : `You can pay by ${listInWords(methods, 'or')}.`;
}

export function returnFacts(policy: ShopPolicy): string {
  if (policy.returnWindowDays === 0)
    return `We can't take returns, but if something is wrong with your order please contact us at ${contactLine(policy)}.`;
  return `You can return a shirt within ${policy.returnWindowDays} days of receiving it. Contact us at ${contactLine(policy)} with your order reference and we'll sort it out.`;
}

export function sizeFacts(policy: ShopPolicy, facts: CatalogFacts): string {
  if (facts.sizesInStock.length === 0)
    return 'All our shirts are sold out at the moment, so there are no sizes to choose from right now. Please check back soon!';
  const guide = chartWords(chartInStock(facts));
  const sizes = `The shirts we have in stock right now come in ${facts.sizesInStock.length === 1 ? 'size' : 'sizes'} ${listInWords(facts.sizesInStock)}; each product page shows the sizes of that shirt and its size chart.`;
  return guide.length > 0 ? `${sizes} Size chart (inches): ${guide.join('; ')}.` : sizes;
}

/** A size chart's rows in words: 'M: chest 40, length 29, …'. */
const chartWords = (rows: SizeChartRow[]) =>
  rows.map(
    (row) =>
      `${row.size}: chest ${row.chest}, length ${row.length}, shoulder ${row.shoulder}, sleeve ${row.sleeve}, collar ${row.collar}`,
  );

/**
 * The sizes of the shirts the question named, per colour in stock (docs/product.md §1: 'what sizes does
 * the Black Denim Shirt come in?' is about that shirt, not the shop), and the chart's rows of those sizes.
 */
export function namedSizeFacts(facts: CatalogFacts, named: readonly Product[]): string {
  const each = named.map((product) =>
    product.variants.some((cell) => cell.stock > 0)
      ? `${product.title} (${formatPrice(product.price)}) is in stock ${inStockWords(product)}.`
      : `${product.title} is sold out in every size right now.`,
  );
  const guide = chartWords(chartOfSizes(facts, sizesOfNamed(named)));
  return [...each, ...(guide.length > 0 ? [`Size chart (inches): ${guide.join('; ')}.`] : [])].join(' ');
}

/** A live code the owner shows to shoppers, as the assistant may name it (server/discounts/queries.ts advertisedDiscounts). */
export type LiveCode = Pick<
  Discount,
  'code' | 'kind' | 'value' | 'scope' | 'minPieces' | 'minAmount' | 'endsOn' | 'firstOrderOnly'
>;

/** One code in words: what it gives and its conditions, so the shopper is not refused at checkout by surprise. */
function codeInWords(code: LiveCode): string {
  const conditions = [
    code.minPieces !== null && `on ${code.minPieces} shirts or more`,
    code.minAmount !== null && `on orders of ${formatPrice(code.minAmount)} or more`,
    code.firstOrderOnly && 'on a first order',
    code.endsOn && `until ${code.endsOn}`,
  ].filter(Boolean);
  return `${code.code} (${describeDiscount(code)}${conditions.length ? `, ${conditions.join(', ')}` : ''})`;
}

/** The codes the shop has live right now, and only those: never one made up (issue 25). */
export function discountFacts(policy: ShopPolicy, codes: readonly LiveCode[] = []): string {
  const delivery =
    policy.shippingFee === 0
      ? 'delivery is free on every order'
      : `delivery is free when you order ${policy.freeShippingMinItems} shirts or more`;
  if (codes.length === 0) return `We don't have any promo codes or discounts running right now, but ${delivery}.`;
  return `You can use ${codes.length === 1 ? 'the code' : 'these codes'} ${listInWords(codes.map(codeInWords), 'or')} at checkout. Also, ${delivery}.`;
}

/**
 * What a shopper can buy of a product, in words, naming only the sizes and colours in stock (issue 22):
 * 'in M and L', or by colour 'in Navy (M, L) and White (L)', with the cells under FEW_LEFT pieces
 * ('only 2 left in M / Navy'). A sold-out size is never named as on offer.
 */
export function inStockWords(product: Pick<Product, 'colors' | 'variants'>): string {
  const stock = stockOnOffer(product);
  if (stock.cells.length === 0) return 'sold out';
  const offer = stock.oneColor
    ? `in ${listInWords(stock.sizes)}`
    : `in ${listInWords(stock.byColor.map(({ color, sizes: ofColor }) => `${color} (${ofColor.join(', ')})`))}`;
  const few = stock.few.map((cell) => `only ${cell.stock} left in ${variantLabel(cell.size, cell.color)}`);
  if (few.length === 0) return offer;
  return few.length === stock.cells.length && stock.cells.length > 1
    ? `${offer}; only a few left of each`
    : `${offer}; ${listInWords(few)}`;
}

/** 'XL in Navy', 'XL', 'Navy': what the shopper asked for, in their words' order. */
export const askedWords = ({ size, color }: VariantAsked, joiner = 'in') =>
  size && color ? `${size} ${joiner} ${color}` : (size ?? color ?? '');

/**
 * What a product has of the size and/or colour asked, beyond the price: 'L in White and Sky Blue', 'Navy in
 * M and L', and the cells with few pieces left ('only 2 left in L / Sky Blue'); nothing more when both were asked.
 */
function cellWords(product: Product, asked: VariantAsked): string[] {
  const cells = cellsAsked(product, asked);
  const which =
    asked.size && !asked.color
      ? [`${asked.size} in ${listInWords(cells.map((cell) => cell.color))}`]
      : asked.color && !asked.size
        ? [`${asked.color} in ${listInWords(cells.map((cell) => cell.size))}`]
        : [];
  const few = cells
    .filter((cell) => cell.stock < FEW_LEFT)
    .map((cell) => `only ${cell.stock} left in ${variantLabel(cell.size, cell.color)}`);
  return [...which, ...(few.length > 1 && few.length === cells.length ? ['only a few left of each'] : few)];
}

/**
 * A question naming a size and/or colour: the shirts found with that cell in stock, each with its colours or
 * sizes of it; the shirts the question named that lack it, with what they do have (a named shirt is never
 * swapped for others that have the cell).
 */
function variantAnswer({ policy, matches = [], named }: CannedContext, asked: VariantAsked): CannedAnswer {
  const have = matches.filter((product) => cellsAsked(product, asked).length > 0);
  const lack = named ? matches.filter((product) => cellsAsked(product, asked).length === 0) : [];
  if (have.length === 0 && lack.length === 0)
    return {
      text: `Sorry, we have no shirt in ${askedWords(asked)} in stock right now. Our Products page shows what is in stock, or ask us at ${contactLine(policy)}.`,
      products: [],
    };
  const yes = have.map((product) =>
    [`${product.title} (${formatPrice(product.price)}`, ...cellWords(product, asked)].join('; ').concat(')'),
  );
  const no = lack.map((product) => {
    const offer = inStockWords(product);
    return `the ${product.title} has no ${askedWords(asked)} in stock right now: ${offer === 'sold out' ? 'it is sold out' : `it is in stock ${offer}`}.`;
  });
  const said = [
    ...(yes.length > 0 ? [`Yes, we have ${askedWords(asked)} in stock: ${listInWords(yes)}.`] : []),
    ...(no.length > 0 ? [`Sorry, ${no.join(' And ')}`] : []),
  ];
  return { text: `${said.join(' ')} Tap a name to see it.`, products: mentions([...have, ...lack]) };
}

function productsAnswer(context: CannedContext): CannedAnswer {
  const { policy, facts, featured, matches, asked } = context;
  if (asked && (asked.size || asked.color)) return variantAnswer(context, asked);
  if (matches && matches.length > 0) {
    const named = matches.map(
      (product) => `${product.title} (${formatPrice(product.price)}, ${inStockWords(product)})`,
    );
    return {
      text: `Here is what I found: ${listInWords(named)}. Tap a name to see it.`,
      products: matches.map(({ id, title }) => ({ id, title })),
    };
  }
  if (facts.inStock === 0 || facts.minPrice === null || facts.maxPrice === null) {
    return {
      text: `Our shirts are all sold out at the moment. Please check back soon, or contact us at ${contactLine(policy)}.`,
      products: [],
    };
  }
  const range =
    facts.minPrice === facts.maxPrice
      ? `at ${formatPrice(facts.minPrice)}`
      : `from ${formatPrice(facts.minPrice)} to ${formatPrice(facts.maxPrice)}`;
  const popular =
    featured.length > 0
      ? ` Have a look at ${listInWords(featured.map((product) => `${product.title} (${formatPrice(product.price)})`))}.`
      : '';
  return {
    text: `We have ${facts.inStock} ${facts.inStock === 1 ? 'shirt' : 'shirts'} in stock right now, ${range}.${popular} You can see them all on our Products page.`,
    products: featured.map(({ id, title }) => ({ id, title })),
  };
}

/** The shop's account for a bank transfer, from the owner's bank details, only while bank transfer is offered. */
export function bankFacts(policy: ShopPolicy): string {
  if (!policy.paymentMethods.includes('bank'))
    return `We don't take bank transfers at the moment. ${paymentFacts(policy)}`;
  const { bankName, accountTitle, accountNumber, iban } = policy.bank;
  const details = [
    `Bank: ${bankName}`,
    `Account title: ${accountTitle}`,
    accountNumber && `Account number: ${accountNumber}`,
    iban && `IBAN: ${iban}`,
  ]
    .filter(Boolean)
    .join(', ');
  return `You can pay by bank transfer to our account. ${details}. After placing your order, please send the receipt with your order reference on WhatsApp to ${formatPhone(policy.receiptWhatsApp)}.`;
}

const contactFacts = (policy: ShopPolicy) =>
  `You can reach us at ${contactLine(policy)}.${policy.contact.address ? ` Our address: ${policy.contact.address}.` : ''}`;
const trackingFacts = (policy: ShopPolicy) =>
  `You can follow your order on our Track Order page with your order reference and the e-mail you ordered with; the link is also in your order mail. For anything else, contact us at ${contactLine(policy)}.`;

/** Said without a model key when no topic fits: what the assistant can answer, never an error. */
export const helpAnswer = (policy: ShopPolicy) =>
  `I can help with our shirts and prices, sizes, delivery, payment (our bank details too), returns, discount codes and tracking your order. What would you like to know? You can also reach us at ${contactLine(policy)}.`;

const mentions = (products: readonly Product[]): ProductMention[] => products.map(({ id, title }) => ({ id, title }));

export function cannedAnswer(topic: CannedTopic, context: CannedContext): CannedAnswer {
  if (context.language === 'ur') return urduAnswer(topic, context);
  const { policy, facts } = context;
  switch (topic) {
    case 'shipping':
      return { text: deliveryFacts(policy), products: [] };
    case 'deliveryTime':
      return { text: deliveryTimeFacts(policy), products: [] };
    case 'payment':
      return { text: paymentFacts(policy), products: [] };
    case 'returns':
      return { text: returnFacts(policy), products: [] };
    case 'sizes':
      return context.named && context.matches?.length
        ? { text: namedSizeFacts(facts, context.matches), products: mentions(context.matches) }
        : { text: sizeFacts(policy, facts), products: [] };
    case 'discount':
      return { text: discountFacts(policy, context.codes), products: [] };
    case 'products':
      return productsAnswer(context);
    case 'bank':
      return { text: bankFacts(policy), products: [] };
    case 'contact':
      return { text: contactFacts(policy), products: [] };
    case 'tracking':
      return { text: trackingFacts(policy), products: [] };
  }
}
