import type { AppConfig } from '../config';
import { detectDocumentFormat, isAcceptableImage, isConfiguredFormat } from './detect-document-format';

// The checks a browser runs on a file the user chose, before sending it (D2-5.27): the same as the
// server's (decision 043), so a refusal shows at once and the server's answer is never the first to
// say it. The format is read from the bytes, never from the name; the server checks everything again.

export type ChosenFileIssue = 'tooLarge' | 'format' | 'imageTooLarge';

export type ChosenFileLimits = Pick<AppConfig['documents'], 'formats' | 'maxSizeKb' | 'maxImagePixels'>;

/** Whether a file of this size may be sent at all: its bytes are read only then. */
export function isWithinSizeLimit(sizeBytes: number, limits: Pick<ChosenFileLimits, 'maxSizeKb'>): boolean {
  return sizeBytes <= limits.maxSizeKb * 1024;
}

/** What is wrong with a chosen file (its size, then its bytes), or null when it may be sent. */
export function chosenFileIssue(
  file: { sizeBytes: number; bytes: Uint8Array },
  limits: ChosenFileLimits,
): ChosenFileIssue | null {
  if (!isWithinSizeLimit(file.sizeBytes, limits)) return 'tooLarge';
  const detected = detectDocumentFormat(file.bytes);
  if (!detected || !isConfiguredFormat(detected.format, limits.formats)) return 'format';
  if (!isAcceptableImage(detected, limits.maxImagePixels)) return 'imageTooLarge';
  return null;
}
