// The Content-Disposition of a document's bytes (RFC 6266): `inline` to open it, `attachment` to save
// it, with the name twice: an ASCII `filename` that every client reads (anything else, quotes,
// backslashes and percent signs replaced) and `filename*` (RFC 5987) with the full UTF-8 name.

const loneSurrogates = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** RFC 5987's value-chars: encodeURIComponent leaves ' ( ) * unencoded, which the grammar does not allow. */
function encodeRfc5987(text: string): string {
  return encodeURIComponent(text).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const wellFormed = fileName.replace(loneSurrogates, '\uFFFD');
  const ascii = wellFormed.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(wellFormed)}`;
}
