import * as z from 'zod/mini';
import type { AppConfig } from '../config';

// The upload form of the Documents tab (D2-5.27, D2-5.28) as a zod/mini schema (it ships to the
// browser): a document type of the allowed list, then 1 to maxFilesPerUpload files. Each file was
// checked as it was chosen (check-chosen-file.ts: its size, its format from its bytes, an image's
// pixels), so only accepted files are in the form. An issue's message is its code (UploadIssue), which
// the web shows from the shared catalogue. The server checks everything again (decision 043).

export const uploadIssues = [
  'typeRequired',
  'noFiles',
  'format',
  'tooLarge',
  'imageTooLarge',
  'tooManyFiles',
] as const;
export type UploadIssue = (typeof uploadIssues)[number];

/** What the browser knows of a chosen file before sending it (a File is one). */
export type ChosenFile = { name: string; size: number };

export type UploadLimits = Pick<AppConfig['documents'], 'maxFilesPerUpload'>;

export type UploadFormValues<File extends ChosenFile = ChosenFile> = {
  docType: string | null;
  files: File[];
};

/** The form: a type of `allowed` (where there are any), and 1 to maxFilesPerUpload files. */
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
          files.length === 0 ? 'noFiles' : files.length > limits.maxFilesPerUpload ? 'tooManyFiles' : null;
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
