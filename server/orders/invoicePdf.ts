import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { code128Bars } from '../../common/barcode';
import { AppError } from '../http/errors';
import type { InvoiceContent } from '../../common/invoice';

/*
 * The invoice drawn as an A4 PDF with pdf-lib (docs/decisions/0050): the standard Helvetica fonts every
 * PDF reader has, so the file stays small enough for WhatsApp and needs no font shipped with the shop.
 * Those fonts write Latin letters only, and pdf-lib cannot join Urdu's letters, so an order in Urdu
 * script is printed from the admin app instead (docs/decisions/0077).
 */

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 50;
const RIGHT = PAGE.width - MARGIN;
const BLACK = rgb(0, 0, 0);
const GREY = rgb(0.35, 0.35, 0.35);
/** One barcode module in points: 0.35 mm, within what phone and courier scanners read from paper or a screen. */
const MODULE_PT = 1;
const BARCODE_HEIGHT = 40;
const SHOP_WIDTH = 270;
/** Where the lines' columns are: text columns by their left edge and width, figures by their right edge. */
const COLUMNS = {
  item: MARGIN,
  itemWidth: 215,
  variant: 272,
  variantWidth: 100,
  quantity: 400,
  unitPrice: 475,
  lineTotal: RIGHT,
};

export async function drawInvoice(content: InvoiceContent): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  refuseUnwritable(content, fonts.regular);
  pdf.setTitle(`${content.heading} ${content.orderRef}`);
  pdf.setAuthor(content.shop.name);
  pdf.setCreator(content.shop.name);

  let page = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - MARGIN;
  /** Room for `height` more points on this page, else a new page (an order may hold 50 lines). */
  const room = (height: number) => {
    if (y - height >= MARGIN) return;
    page = pdf.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - MARGIN;
    // A page read alone (a photo of it on WhatsApp) still says whose it is.
    text(`${content.heading} ${content.orderRef}, continued`, MARGIN, 9, fonts.regular, GREY);
    y -= 24;
  };
  const text = (words: string, x: number, size: number, font = fonts.regular, color = BLACK) =>
    page.drawText(words, { x, y, size, font, color });
  const textRight = (words: string, right: number, size: number, font = fonts.regular) =>
    text(words, right - font.widthOfTextAtSize(words, size), size, font);

  // The shop on the left; the heading, the order's barcode and reference on the right.
  const top = y;
  textRight(content.heading.toUpperCase(), RIGHT, 20, fonts.bold);
  drawBarcode(page, content.orderRef, RIGHT, top - 30);
  y = top - 30 - BARCODE_HEIGHT - 12;
  textRight(content.orderRef, RIGHT, 11, fonts.bold);
  // The shop's details keep left of the barcode (its 198 modules and quiet zones end at the right margin).
  y = top - 4;
  for (const part of wrap(content.shop.name, fonts.bold, 18, SHOP_WIDTH)) {
    text(part, MARGIN, 18, fonts.bold);
    y -= 20;
  }
  y += 2;
  for (const part of content.shop.lines.flatMap((line) => wrap(line, fonts.regular, 10, SHOP_WIDTH))) {
    text(part, MARGIN, 10, fonts.regular, GREY);
    y -= 13;
  }
  y = Math.min(y, top - 30 - BARCODE_HEIGHT - 12) - 24;
  for (const fact of content.facts) {
    text(fact, MARGIN, 10);
    y -= 14;
  }
  y -= 8;
  text('Bill to', MARGIN, 10, fonts.bold);
  for (const line of content.customer.filter(Boolean)) {
    for (const part of wrap(line, fonts.regular, 10, RIGHT - MARGIN)) {
      y -= 13;
      text(part, MARGIN, 10);
    }
  }

  // The lines, each at the price it was sold at.
  y -= 30;
  const header = () => {
    text('Item', COLUMNS.item, 10, fonts.bold);
    text('Size / Colour', COLUMNS.variant, 10, fonts.bold);
    textRight('Qty', COLUMNS.quantity, 10, fonts.bold);
    textRight('Unit price', COLUMNS.unitPrice, 10, fonts.bold);
    textRight('Total', COLUMNS.lineTotal, 10, fonts.bold);
    page.drawLine({ start: { x: MARGIN, y: y - 5 }, end: { x: RIGHT, y: y - 5 }, thickness: 0.8, color: BLACK });
    y -= 20;
  };
  header();
  for (const line of content.lines) {
    const titleLines = wrap(line.title, fonts.regular, 10, COLUMNS.itemWidth);
    const variantLines = wrap(line.variant, fonts.regular, 10, COLUMNS.variantWidth);
    const height = Math.max(titleLines.length, variantLines.length) * 13;
    if (y - height < MARGIN) {
      room(height + 20);
      header();
    }
    const rowTop = y;
    textRight(line.quantity, COLUMNS.quantity, 10);
    textRight(line.unitPrice, COLUMNS.unitPrice, 10);
    textRight(line.lineTotal, COLUMNS.lineTotal, 10);
    titleLines.forEach((part, index) => {
      y = rowTop - index * 13;
      text(part, COLUMNS.item, 10);
    });
    variantLines.forEach((part, index) => {
      y = rowTop - index * 13;
      text(part, COLUMNS.variant, 10);
    });
    y = rowTop - height - 4;
  }
  page.drawLine({ start: { x: MARGIN, y: y + 8 }, end: { x: RIGHT, y: y + 8 }, thickness: 0.8, color: BLACK });

  // The amounts under the lines, the total in bold; then how it is paid.
  y -= 8;
  for (const amount of content.amounts) {
    const size = amount.total ? 13 : 10;
    room(size + 8);
    const font = amount.total ? fonts.bold : fonts.regular;
    textRight(amount.value, RIGHT, size, font);
    textRight(amount.label, COLUMNS.unitPrice - 10, size, font);
    y -= size + 8;
  }
  y -= 14;
  for (const part of wrap(content.payment, fonts.bold, 11, RIGHT - MARGIN)) {
    room(16);
    text(part, MARGIN, 11, fonts.bold);
    y -= 16;
  }
  y -= 16;
  room(14);
  text(content.closing, MARGIN, 10, fonts.regular, GREY);
  return pdf.save();
}

/** The order reference as Code 128 bars, right-aligned at `right`, its bottom at `bottom`. */
function drawBarcode(page: PDFPage, value: string, right: number, bottom: number) {
  const { bars, width } = code128Bars(value);
  const left = right - width * MODULE_PT;
  for (const bar of bars)
    page.drawRectangle({
      x: left + bar.x * MODULE_PT,
      y: bottom - BARCODE_HEIGHT,
      width: bar.width * MODULE_PT,
      height: BARCODE_HEIGHT,
      color: BLACK,
    });
}

/** Words laid into lines no wider than `width`; a single word longer than the line is cut where it must be. */
function wrap(words: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of words.split(/\s+/).filter(Boolean)) {
    const tried = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(tried, size) <= width) {
      line = tried;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (font.widthOfTextAtSize(line, size) > width && line.length > 1) {
      let cut = line.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut -= 1;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  return line || lines.length === 0 ? [...lines, line] : lines;
}

/**
 * The standard fonts write Latin letters only (WinAnsi). A name or address in Urdu script would come
 * out as nothing readable, so the PDF is refused and the owner is pointed to the printed invoice,
 * which the browser writes in any script (docs/decisions/0077).
 */
function refuseUnwritable(content: InvoiceContent, font: PDFFont) {
  const named: [string, string][] = [
    ["the shop's details in Settings", [content.shop.name, ...content.shop.lines].join(' ')],
    ["the customer's name, phone or address", content.customer.join(' ')],
    ...content.lines.map((line): [string, string] => [`the item "${line.title}"`, `${line.title} ${line.variant}`]),
    ['the discount code', content.amounts.map((amount) => amount.label).join(' ')],
  ];
  for (const [what, words] of named) {
    try {
      font.widthOfTextAtSize(words, 10);
    } catch {
      throw new AppError(
        'CONFLICT',
        `The PDF writes English letters only, and ${what} uses others. Use Print invoice instead: it shows Urdu, and its print window can save it as a PDF.`,
      );
    }
  }
}
