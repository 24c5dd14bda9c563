// A minimal stand-in for the capture helpers of decision 049: the interface the
// Documents tab uses. It does not count pages; the real module replaces this file.

export async function describePdf(file: File): Promise<{ pageCount: number | null; sizeBytes: number }> {
  return { pageCount: null, sizeBytes: file.size };
}
