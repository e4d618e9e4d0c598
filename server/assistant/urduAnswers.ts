import type { Product } from '../../common/catalog';
import { formatPrice } from '../../common/money';
import { formatPhone } from '../../common/phone';
import type { PaymentMethod, ShopPolicy } from '../../common/policy';
import { FEW_LEFT, variantLabel } from '../../common/variants';
import type { CannedAnswer, CannedContext, LiveCode } from './cannedAnswers';
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
import type { CannedTopic } from './topics';

/*
 * The canned answers in Urdu (issue 26), from the same policy and catalog facts as the English ones
 * (cannedAnswers.ts) and under the same rules: never a code, a size or a delivery promise the shop
 * does not have. Prices stay "PKR 2,500" with Latin digits, as Pakistani shops print them; product
 * names as the owner typed them, in Urdu when the owner gave an Urdu title.
 */

/** "A، B اور C". */
function listInUrdu(items: string[], last = 'اور'): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join('، ')} ${last} ${items[items.length - 1]}`;
}

const contactLine = ({ contact }: ShopPolicy) =>
  listInUrdu(
    [contact.email, contact.phone && `${formatPhone(contact.phone)} (${contact.hours})`, 'ہمارے رابطہ صفحے'].filter(
      Boolean,
    ),
    'یا',
  );
const freeFrom = (policy: ShopPolicy) => `${policy.freeShippingMinItems} یا زیادہ شرٹس کے آرڈر پر ڈیلیوری مفت ہے`;

const PAYMENT_WORDS: Record<PaymentMethod, string> = {
  cod: 'کیش آن ڈیلیوری (پارسل ملنے پر ادائیگی)',
  bank: 'بینک ٹرانسفر (آرڈر دیتے وقت ہمارے اکاؤنٹ کی تفصیلات دکھائی جاتی ہیں، اور آپ رسید ہمیں واٹس ایپ پر بھیج دیتے ہیں)',
};

const delivery = (policy: ShopPolicy) =>
  policy.shippingFee === 0
    ? 'ہم پورے پاکستان میں ڈیلیوری کرتے ہیں، اور ہر آرڈر پر ڈیلیوری مفت ہے۔'
    : `ہم پورے پاکستان میں ڈیلیوری کرتے ہیں۔ ڈیلیوری چارجز ہر آرڈر پر ${formatPrice(policy.shippingFee)} ہیں۔ ${freeFrom(policy)}!`;

/** How long delivery takes, from each order's own page, as DELIVERY_TIME (cannedAnswers.ts) says it. */
export const URDU_DELIVERY_TIME =
  'ڈیلیوری کے دن ہم پہلے سے طے نہیں کرتے۔ آرڈر روانہ ہونے کے بعد ہمارا Track Order صفحہ (لنک آپ کی آرڈر والی ای میل میں ہے) اس کا کوریئر، ٹریکنگ نمبر اور، جب ہمیں معلوم ہو، پہنچنے کا متوقع دن دکھاتا ہے۔';
/** How long delivery takes, then the fee. */
const deliveryTime = (policy: ShopPolicy) => `${URDU_DELIVERY_TIME} ${delivery(policy)}`;

function payment(policy: ShopPolicy): string {
  const methods = policy.paymentMethods.map((method) => PAYMENT_WORDS[method]);
  return methods.length === 1
    ? `آپ ${methods[0]} کے ذریعے ادائیگی کر سکتے ہیں؛ فی الحال ادائیگی کا یہی ایک طریقہ ہے۔`
    : `آپ ${listInUrdu(methods, 'یا')} کے ذریعے ادائیگی کر سکتے ہیں۔`;
}

const returns = (policy: ShopPolicy) =>
  policy.returnWindowDays === 0
    ? `ہم واپسی نہیں لیتے، لیکن اگر آپ کے آرڈر میں کوئی مسئلہ ہو تو براہِ کرم ہم سے ${contactLine(policy)} پر رابطہ کریں۔`
    : `آپ شرٹ ملنے کے ${policy.returnWindowDays} دن کے اندر واپس کر سکتے ہیں۔ اپنے آرڈر کے حوالے کے ساتھ ہم سے ${contactLine(policy)} پر رابطہ کریں، ہم مسئلہ حل کر دیں گے۔`;

const chartWords = (rows: SizeChartRow[]) =>
  rows.map(
    (row) =>
      `${row.size}: چھاتی ${row.chest}، لمبائی ${row.length}، کندھا ${row.shoulder}، آستین ${row.sleeve}، کالر ${row.collar}`,
  );

/** The sizes of the shirts the question named, per colour in stock, and the chart's rows of those sizes (as namedSizeFacts). */
function namedSizes(facts: CatalogFacts, named: readonly Product[]): string {
  const each = named.map((product) =>
    product.variants.some((cell) => cell.stock > 0)
      ? `${product.titleUrdu ?? product.title} (${formatPrice(product.price)}): ${inStock(product)}۔`
      : `${product.titleUrdu ?? product.title} اس وقت ہر سائز میں فروخت ہو چکی ہے۔`,
  );
  const guide = chartWords(chartOfSizes(facts, sizesOfNamed(named)));
  return [...each, ...(guide.length > 0 ? [`سائز چارٹ (انچ): ${guide.join('؛ ')}۔`] : [])].join(' ');
}

function sizes(policy: ShopPolicy, facts: CatalogFacts): string {
  if (facts.sizesInStock.length === 0)
    return 'اس وقت ہماری تمام شرٹس فروخت ہو چکی ہیں، اس لیے ابھی کوئی سائز دستیاب نہیں۔ براہِ کرم جلد دوبارہ دیکھیں!';
  const guide = chartWords(chartInStock(facts));
  const inStock = `اس وقت اسٹاک میں موجود شرٹس ${listInUrdu(facts.sizesInStock)} سائز میں دستیاب ہیں؛ ہر پروڈکٹ کے صفحے پر اس شرٹ کے سائز اور سائز چارٹ موجود ہیں۔`;
  return guide.length > 0 ? `${inStock} سائز چارٹ (انچ): ${guide.join('؛ ')}۔` : inStock;
}

function codeInUrdu(code: LiveCode): string {
  const what =
    code.kind === 'percent'
      ? `${code.value}% رعایت`
      : code.kind === 'fixed'
        ? `${formatPrice(code.value)} رعایت`
        : 'مفت ڈیلیوری';
  const conditions = [
    code.scope === 'selected' && code.kind !== 'freeDelivery' && 'منتخب شرٹس پر',
    code.minPieces !== null && `${code.minPieces} یا زیادہ شرٹس پر`,
    code.minAmount !== null && `${formatPrice(code.minAmount)} یا زیادہ کے آرڈر پر`,
    code.firstOrderOnly && 'پہلے آرڈر پر',
    code.endsOn && `${code.endsOn} تک`,
  ].filter(Boolean);
  return `${code.code} (${[what, ...conditions].join('، ')})`;
}

function discounts(policy: ShopPolicy, codes: readonly LiveCode[] = []): string {
  const free = policy.shippingFee === 0 ? 'ہر آرڈر پر ڈیلیوری مفت ہے' : freeFrom(policy);
  if (codes.length === 0) return `اس وقت کوئی پرومو کوڈ یا رعایت جاری نہیں، لیکن ${free}۔`;
  return `چیک آؤٹ پر ${codes.length === 1 ? 'یہ کوڈ' : 'ان میں سے کوئی کوڈ'} استعمال کریں: ${listInUrdu(codes.map(codeInUrdu), 'یا')}۔ اس کے علاوہ ${free}۔`;
}

/** What a shopper can buy of a product: only sizes and colours in stock, and the cells with few left (as inStockWords). */
function inStock(product: Pick<Product, 'colors' | 'variants'>): string {
  const stock = stockOnOffer(product);
  if (stock.cells.length === 0) return 'فروخت ہو چکی';
  const offer = stock.oneColor
    ? `سائز ${listInUrdu(stock.sizes)} میں دستیاب`
    : `${listInUrdu(stock.byColor.map(({ color, sizes: ofColor }) => `${color} (${ofColor.join('، ')})`))} میں دستیاب`;
  const few = stock.few.map((cell) => `${variantLabel(cell.size, cell.color)} میں صرف ${cell.stock} باقی`);
  return few.length === 0 ? offer : `${offer}؛ ${listInUrdu(few)}`;
}

/** What a product has of the size and/or colour asked (as cellWords in cannedAnswers.ts): 'White اور Sky Blue میں'. */
function cellWords(product: Product, asked: VariantAsked): string[] {
  const cells = cellsAsked(product, asked);
  const which =
    asked.size && !asked.color
      ? [`${listInUrdu(cells.map((cell) => cell.color))} رنگ میں`]
      : asked.color && !asked.size
        ? [`سائز ${listInUrdu(cells.map((cell) => cell.size))} میں`]
        : [];
  const few = cells
    .filter((cell) => cell.stock < FEW_LEFT)
    .map((cell) => `${variantLabel(cell.size, cell.color)} میں صرف ${cell.stock} باقی`);
  return [...which, ...(few.length > 1 && few.length === cells.length ? ['ہر ایک کے صرف چند باقی'] : few)];
}

/** A question naming a size and/or colour, in Urdu (as variantAnswer in cannedAnswers.ts). */
function variantAnswer({ policy, matches = [], named }: CannedContext, asked: VariantAsked): CannedAnswer {
  const what =
    asked.size && asked.color ? `${asked.color} رنگ میں ${asked.size}` : (asked.size ?? `${asked.color} رنگ`);
  const have = matches.filter((product) => cellsAsked(product, asked).length > 0);
  const lack = named ? matches.filter((product) => cellsAsked(product, asked).length === 0) : [];
  if (have.length === 0 && lack.length === 0)
    return {
      text: `معذرت، اس وقت ${what} میں کوئی شرٹ اسٹاک میں نہیں۔ اسٹاک والی شرٹس Products صفحے پر دیکھیں، یا ہم سے ${contactLine(policy)} پر رابطہ کریں۔`,
      products: [],
    };
  const yes = have.map((product) =>
    [`${product.titleUrdu ?? product.title} (${formatPrice(product.price)}`, ...cellWords(product, asked)]
      .join('؛ ')
      .concat(')'),
  );
  const no = lack.map(
    (product) => `${product.titleUrdu ?? product.title} ${what} میں اس وقت اسٹاک میں نہیں؛ یہ ${inStock(product)} ہے۔`,
  );
  const said = [
    ...(yes.length > 0 ? [`جی ہاں، ${what} اسٹاک میں ہے: ${listInUrdu(yes)}۔`] : []),
    ...(no.length > 0 ? [`معذرت، ${no.join(' ')}`] : []),
  ];
  return {
    text: `${said.join(' ')} تفصیل کے لیے نام پر ٹیپ کریں۔`,
    products: [...have, ...lack].map(({ id, title }) => ({ id, title })),
  };
}

function products(context: CannedContext): CannedAnswer {
  const { policy, facts, featured, matches, asked } = context;
  if (asked && (asked.size || asked.color)) return variantAnswer(context, asked);
  if (matches && matches.length > 0) {
    const named = matches.map(
      (product) => `${product.titleUrdu ?? product.title} (${formatPrice(product.price)}، ${inStock(product)})`,
    );
    return {
      text: `یہ شرٹس ملیں: ${listInUrdu(named)}۔ تفصیل کے لیے نام پر ٹیپ کریں۔`,
      products: matches.map(({ id, title }) => ({ id, title })),
    };
  }
  if (facts.inStock === 0 || facts.minPrice === null || facts.maxPrice === null) {
    return {
      text: `اس وقت ہماری تمام شرٹس فروخت ہو چکی ہیں۔ براہِ کرم جلد دوبارہ دیکھیں، یا ہم سے ${contactLine(policy)} پر رابطہ کریں۔`,
      products: [],
    };
  }
  const range =
    facts.minPrice === facts.maxPrice
      ? `${formatPrice(facts.minPrice)} میں`
      : `${formatPrice(facts.minPrice)} سے ${formatPrice(facts.maxPrice)} تک`;
  const popular =
    featured.length > 0
      ? ` ${listInUrdu(featured.map((product) => `${product.title} (${formatPrice(product.price)})`))} ضرور دیکھیں۔`
      : '';
  return {
    text: `اس وقت ہمارے پاس ${facts.inStock} شرٹس اسٹاک میں ہیں، ${range}۔${popular} تمام شرٹس ہمارے Products صفحے پر دیکھیں۔`,
    products: featured.map(({ id, title }) => ({ id, title })),
  };
}

function bank(policy: ShopPolicy): string {
  if (!policy.paymentMethods.includes('bank')) return `فی الحال ہم بینک ٹرانسفر نہیں لیتے۔ ${payment(policy)}`;
  const { bankName, accountTitle, accountNumber, iban } = policy.bank;
  const details = [
    `بینک: ${bankName}`,
    `اکاؤنٹ ٹائٹل: ${accountTitle}`,
    accountNumber && `اکاؤنٹ نمبر: ${accountNumber}`,
    iban && `IBAN: ${iban}`,
  ]
    .filter(Boolean)
    .join('، ');
  return `آپ ہمارے اکاؤنٹ میں بینک ٹرانسفر کر سکتے ہیں۔ ${details}۔ آرڈر دینے کے بعد براہِ کرم رسید اپنے آرڈر کے حوالے کے ساتھ واٹس ایپ پر ${formatPhone(policy.receiptWhatsApp)} پر بھیج دیں۔`;
}

const contact = (policy: ShopPolicy) =>
  `آپ ہم سے ${contactLine(policy)} پر رابطہ کر سکتے ہیں۔${policy.contact.address ? ` ہمارا پتہ: ${policy.contact.address}۔` : ''}`;
const tracking = (policy: ShopPolicy) =>
  `آپ اپنا آرڈر ہماری ویب سائٹ کے Track Order صفحے پر آرڈر کے حوالے اور اپنی ای میل کے ساتھ دیکھ سکتے ہیں؛ اس کا لنک آپ کی آرڈر والی ای میل میں بھی ہے۔ کسی اور بات کے لیے ہم سے ${contactLine(policy)} پر رابطہ کریں۔`;

/** Said without a model key when no topic fits: what the assistant can answer, never an error. */
export const urduHelpAnswer = (policy: ShopPolicy) =>
  `میں آپ کو ہماری شرٹس اور قیمتوں، سائز، ڈیلیوری، ادائیگی (بینک اکاؤنٹ کی تفصیلات سمیت)، واپسی، رعایتی کوڈز اور آرڈر ٹریکنگ کے بارے میں بتا سکتا ہوں۔ آپ کیا جاننا چاہیں گے؟ آپ ہم سے ${contactLine(policy)} پر بھی رابطہ کر سکتے ہیں۔`;

/** docs/product.md §8's apology when the model service fails and no topic fits, in Urdu. */
export const URDU_MODEL_TROUBLE_ANSWER =
  'معذرت، اس وقت میری AI سروس سے رابطہ نہیں ہو پا رہا۔ کیا آپ ہماری شرٹس یا سروس کے بارے میں کچھ خاص جاننا چاہیں گے؟';

export function urduAnswer(topic: CannedTopic, context: CannedContext): CannedAnswer {
  const { policy, facts } = context;
  const text = (said: string): CannedAnswer => ({ text: said, products: [] });
  switch (topic) {
    case 'shipping':
      return text(delivery(policy));
    case 'deliveryTime':
      return text(deliveryTime(policy));
    case 'payment':
      return text(payment(policy));
    case 'returns':
      return text(returns(policy));
    case 'sizes':
      return context.named && context.matches?.length
        ? {
            text: namedSizes(facts, context.matches),
            products: context.matches.map(({ id, title }) => ({ id, title })),
          }
        : text(sizes(policy, facts));
    case 'discount':
      return text(discounts(policy, context.codes));
    case 'products':
      return products(context);
    case 'bank':
      return text(bank(policy));
    case 'contact':
      return text(contact(policy));
    case 'tracking':
      return text(tracking(policy));
  }
}
