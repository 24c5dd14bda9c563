import {
  chosenFileIssue,
  isWithinSizeLimit,
  type ChosenFileIssue,
  type ChosenFileLimits,
} from '@freight/domain/documents/check-chosen-file';

// A file the user chose to send (a document, an invoice), checked in the browser by the rules the
// server applies again (D2-5.27, decision 043): the configured size, then the format read from its
// bytes (never from its name), and an image's declared pixels. The Documents tab and Submit Invoice
// both check this way.

/** The bytes of a file (FileReader: what every browser and the test DOM have). */
export function readFileBytes(file: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsArrayBuffer(file);
  });
}

/** What is wrong with a chosen file, or null when it may be sent; a file that cannot be read is of no known format. */
export async function checkChosenFile(file: File, limits: ChosenFileLimits): Promise<ChosenFileIssue | null> {
  // A file over the limit is refused by its size alone: its bytes are not read.
  if (!isWithinSizeLimit(file.size, limits)) return 'tooLarge';
  try {
    return chosenFileIssue({ sizeBytes: file.size, bytes: await readFileBytes(file) }, limits);
  } catch {
    return 'format';
  }
}
