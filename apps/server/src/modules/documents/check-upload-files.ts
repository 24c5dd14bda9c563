import type { AppConfig } from '@freight/domain/config';
import {
  detectDocumentFormat,
  isAcceptableImage,
  isConfiguredFormat,
  type DetectedFormat,
} from '@freight/domain/documents/detect-document-format';
import { safeFileName } from '@freight/domain/documents/safe-file-name';
import { badInput } from '../../platform/errors';
import { message } from '../../platform/i18n';
import type { UploadedFile } from './read-upload-parts';

/** A file that passed every check: what it really is and the name it is shown by. */
export type CheckedFile = { bytes: Buffer; format: DetectedFormat; fileName: string };

const contentTypes: Record<DetectedFormat, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
};

export function contentTypeOfFormat(format: DetectedFormat): string {
  return contentTypes[format];
}

/**
 * Checks the files of an upload before anything is stored (D2-5.27, decision 043): at least one; each
 * a configured format by its magic bytes (the name and the declared type are ignored); an image whose
 * header declares more pixels than documents.maxImagePixels is refused without decoding it. The
 * refusal names each bad file by its position (`files.0`). The display name is the base name only.
 */
export function checkUploadFiles(
  files: readonly UploadedFile[],
  config: AppConfig['documents'],
): CheckedFile[] {
  if (files.length === 0)
    throw badInput(message('documents.noFiles'), { files: message('documents.noFiles') });
  const formatMessage = message('documents.format', { formats: config.formats.join(', .') });
  const imageMessage = message('documents.imageTooLarge');
  const refused: Record<string, ReturnType<typeof message>> = {};
  const checked = files.map((file, index): CheckedFile | null => {
    const detected = detectDocumentFormat(file.bytes);
    if (!detected || !isConfiguredFormat(detected.format, config.formats)) {
      refused[`files.${index}`] = formatMessage;
      return null;
    }
    if (!isAcceptableImage(detected, config.maxImagePixels)) {
      refused[`files.${index}`] = imageMessage;
      return null;
    }
    const fallback = `document-${index + 1}.${detected.format}`;
    return { bytes: file.bytes, format: detected.format, fileName: safeFileName(file.fileName, fallback) };
  });
  const problems = Object.values(refused);
  if (problems.length > 0) throw badInput(problems[0]!, refused);
  return checked as CheckedFile[];
}
