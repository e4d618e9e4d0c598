import { inflateSync } from 'node:zlib';

/**
 * The words a PDF writes: every stream inflated (pdf-lib compresses them), then the text shown by each
 * Tj operator, whose strings pdf-lib writes as hex for the standard fonts. Enough to read back what a receipt says.
 */
export function pdfText(bytes: Buffer): string {
  const raw = bytes.toString('latin1');
  const streams = [...raw.matchAll(/(?<!end)stream\r?\n/g)].map((start) => {
    const from = start.index + start[0].length;
    const body = bytes.subarray(from, raw.indexOf('endstream', from));
    try {
      return inflateSync(body).toString('latin1');
    } catch {
      return body.toString('latin1');
    }
  });
  return streams
    .flatMap((content) =>
      [...content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)].map((shown) => Buffer.from(shown[1]!, 'hex').toString('latin1')),
    )
    .join('\n');
}
