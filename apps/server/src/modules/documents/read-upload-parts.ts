import type { FastifyRequest } from 'fastify';
import { isForbiddenText } from '../../platform/edge-input';
import { AppError, badInput } from '../../platform/errors';
import { message } from '../../platform/i18n';

/** One file of an upload, read whole (each is bounded by documents.maxSizeKb). */
export type UploadedFile = { fileName: string; bytes: Buffer };
export type UploadParts = { fields: Record<string, string>; files: UploadedFile[] };

export type UploadLimits = { maxSizeKb: number; maxFiles: number };

// The form's fields (D2-7.21) and a little room: anything beyond is refused, not read.
const maxFields = 8;
const maxFieldBytes = 256;

export const unreadableUploadMessage = message('documents.unreadable');

/**
 * Reads a multipart upload (decision 043) within its limits: files of at most maxSizeKb, at most
 * maxFiles of them, a few short text fields. Whatever busboy or the plugin throws while reading (a
 * malformed body, a limit passed, a wrong content type) becomes a 400 or 413 with a translated text,
 * never a 5xx; nothing is stored while reading.
 */
export async function readUploadParts(request: FastifyRequest, limits: UploadLimits): Promise<UploadParts> {
  if (!request.isMultipart()) throw badInput(unreadableUploadMessage);
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  try {
    const parts = request.parts({
      limits: {
        fileSize: limits.maxSizeKb * 1024,
        files: limits.maxFiles,
        fields: maxFields,
        fieldSize: maxFieldBytes,
        fieldNameSize: 64,
        parts: limits.maxFiles + maxFields,
        headerPairs: 20,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        // Only the files field carries documents; a file under another name is a malformed form.
        if (part.fieldname !== 'files') {
          part.file.resume();
          throw badInput(unreadableUploadMessage, { [part.fieldname.slice(0, 64)]: unreadableUploadMessage });
        }
        files.push({ fileName: part.filename ?? '', bytes: await part.toBuffer() });
      } else {
        const value = typeof part.value === 'string' ? part.value : '';
        if (part.valueTruncated || isForbiddenText(value) || isForbiddenText(part.fieldname))
          throw badInput(unreadableUploadMessage);
        fields[part.fieldname] = value;
      }
    }
  } catch (error) {
    throw uploadErrorOf(error, limits);
  }
  return { fields, files };
}

/** The client's error for what went wrong while reading the parts. */
function uploadErrorOf(error: unknown, limits: UploadLimits): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return new AppError('PAYLOAD_TOO_LARGE', message('documents.tooLarge', { maxSizeKb: limits.maxSizeKb }));
  if (code === 'FST_FILES_LIMIT')
    return new AppError(
      'PAYLOAD_TOO_LARGE',
      message('documents.tooManyFiles', { maxFiles: limits.maxFiles }),
    );
  return badInput(unreadableUploadMessage);
}
