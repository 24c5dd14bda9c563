import { inflateSync } from 'node:zlib';

// What the tests of the server's PDFs (the rate confirmation, the provider's invoice) read of them.

/** The lines of text a PDF made by pdf-lib shows (its content streams, inflated). */
export function pdfTextLines(bytes: Uint8Array): string[] {
  const text = Buffer.from(bytes).toString('latin1');
  return [...text.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)].flatMap((match) => {
    let content = match[1]!;
    try {
      content = inflateSync(Buffer.from(content, 'latin1')).toString('latin1');
    } catch {
      // Not compressed: read as it is.
    }
    return [...content.matchAll(/<([0-9A-Fa-f]*)> Tj/g)].map((shown) =>
      Buffer.from(shown[1]!, 'hex').toString('latin1'),
    );
  });
}
