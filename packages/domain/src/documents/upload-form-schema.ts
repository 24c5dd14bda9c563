import * as z from 'zod/mini';
import type { AppConfig } from '../config';

// The upload form of the Documents tab (D2-5.27, D2-5.28) as a zod/mini schema (it ships to the
// browser): a document type of the allowed list, then files of the configured formats and size. An
// issue's message is its code (UploadIssue), which the web shows from the shared catalogue. The server
// checks the same limits again, and the real format by the file's bytes (decision 043); the browser
// can only read the name's extension and the size.

export const uploadIssues = ['typeRequired', 'noFiles', 'format', 'tooLarge', 'tooManyFiles'] as const;
export type UploadIssue = (typeof uploadIssues)[number];

/** What the browser knows of a chosen file before sending it (a File is one). */
export type ChosenFile = { name: string; size: number };

export type UploadLimits = Pick<AppConfig['documents'], 'formats' | 'maxSizeKb' | 'maxFilesPerUpload'>;

export type UploadFormValues<File extends ChosenFile = ChosenFile> = {
  docType: string | null;
  files: File[];
};

/** The lower-case extension of a file name (`scan.PDF` → `pdf`); empty without one. */
export function fileExtensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * Why one chosen file cannot be sent (D2-5.27): its extension is not a configured format, or it is
 * larger than maxSizeKb kilobytes; null when it may be sent.
 */
export function chosenFileIssue(file: ChosenFile, limits: UploadLimits): 'format' | 'tooLarge' | null {
  if (!limits.formats.includes(fileExtensionOf(file.name))) return 'format';
  if (file.size > limits.maxSizeKb * 1024) return 'tooLarge';
  return null;
}

/** The form: a type of `allowed` (where there are any), and 1 to maxFilesPerUpload acceptable files. */
export function uploadFormSchema(
  limits: UploadLimits,
  allowed: readonly string[],
): z.ZodMiniType<UploadFormValues> {
  return z.object({
    docType: z.nullable(z.string()).check(
      z.superRefine((value, refinement) => {
        if (allowed.length > 0 && (value === null || !allowed.includes(value)))
          refinement.addIssue({
            code: 'custom',
            message: 'typeRequired' satisfies UploadIssue,
            input: value,
          });
      }),
    ),
    files: z.array(z.custom<ChosenFile>(isChosenFile)).check(
      z.superRefine((files, refinement) => {
        const issue: UploadIssue | null =
          files.length === 0
            ? 'noFiles'
            : files.length > limits.maxFilesPerUpload
              ? 'tooManyFiles'
              : (files.map((file) => chosenFileIssue(file, limits)).find((found) => found !== null) ?? null);
        if (issue) refinement.addIssue({ code: 'custom', message: issue, input: files });
      }),
    ),
  });
}

function isChosenFile(value: unknown): value is ChosenFile {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ChosenFile).name === 'string' &&
    typeof (value as ChosenFile).size === 'number'
  );
}
