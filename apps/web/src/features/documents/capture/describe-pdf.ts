import { readPdfPageCount } from './read-pdf-page-count';

// What the review of chosen files shows of a PDF (issue 15 part 6): its size and page count, read in
// the browser before anything is sent (decision 049).

export type PdfSummary = { pageCount: number | null; sizeBytes: number };

/**
 * A file larger than this is not read for its page count (the server refuses it anyway, at
 * documents.maxSizeKb): reading it whole would cost memory for nothing.
 */
export const pdfReadLimitBytes = 32 * 1024 * 1024;

/** A PDF's page count (null when it cannot tell) and size in bytes. Never rejects. */
export async function describePdf(file: File): Promise<PdfSummary> {
  const sizeBytes = file.size;
  if (sizeBytes > pdfReadLimitBytes) return { pageCount: null, sizeBytes };
  try {
    const bytes = new Uint8Array(await file.arrayBuffer());
    return { pageCount: await readPdfPageCount(bytes), sizeBytes };
  } catch {
    // The file could not be read (removed or changed since it was chosen).
    return { pageCount: null, sizeBytes };
  }
}
