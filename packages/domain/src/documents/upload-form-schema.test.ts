import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../config';
import {
  chosenFileIssue,
  fileExtensionOf,
  uploadFormSchema,
  type UploadFormValues,
} from './upload-form-schema';

const limits = defaultConfig.documents;
const kb = 1024;
const pod = { name: 'pod.pdf', size: 300 * kb };

/** The codes of the schema's issues, by field. */
function issuesOf(values: UploadFormValues, allowed: readonly string[] = ['proofOfDelivery']) {
  const result = uploadFormSchema(limits, allowed).safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('chosenFileIssue', () => {
  it.each(['scan.png', 'photo.JPG', 'photo.jpeg', 'pod.pdf'])(
    '[D2-5.27] %s is a configured format',
    (name) => {
      expect(chosenFileIssue({ name, size: kb }, limits)).toBeNull();
    },
  );

  it.each(['setup.exe', 'archive.zip', 'page.html', 'pod', 'pod.pdf.exe'])(
    '[D2-5.27] %s is refused with the format message',
    (name) => {
      expect(chosenFileIssue({ name, size: kb }, limits)).toBe('format');
    },
  );

  it("[D2-5.27] the formats are the configuration's", () => {
    expect(chosenFileIssue({ name: 'pod.pdf', size: kb }, { ...limits, formats: ['png'] })).toBe('format');
  });

  it('[D2-5.27] a file above the configured size (2048 KB) is refused', () => {
    expect(chosenFileIssue({ name: 'pod.pdf', size: 2048 * kb }, limits)).toBeNull();
    expect(chosenFileIssue({ name: 'pod.pdf', size: 2048 * kb + 1 }, limits)).toBe('tooLarge');
  });

  it('reads the extension after the last dot, in any case', () => {
    expect(fileExtensionOf('A.B.PnG')).toBe('png');
    expect(fileExtensionOf('noextension')).toBe('');
  });
});

describe('uploadFormSchema', () => {
  it('[D2-5.28] a document type of the list must be chosen where types exist', () => {
    expect(issuesOf({ docType: null, files: [pod] })).toEqual({ docType: 'typeRequired' });
    expect(issuesOf({ docType: 'createInvoice', files: [pod] })).toEqual({ docType: 'typeRequired' });
    expect(issuesOf({ docType: 'proofOfDelivery', files: [pod] })).toEqual({});
  });

  it('asks for at least one file, and at most the configured number', () => {
    expect(issuesOf({ docType: 'proofOfDelivery', files: [] })).toEqual({ files: 'noFiles' });
    const many = Array.from({ length: limits.maxFilesPerUpload + 1 }, () => pod);
    expect(issuesOf({ docType: 'proofOfDelivery', files: many })).toEqual({ files: 'tooManyFiles' });
  });

  it('[D2-5.27] refuses a file of another format or too large among the chosen ones', () => {
    expect(issuesOf({ docType: 'proofOfDelivery', files: [pod, { name: 'x.exe', size: 1 }] })).toEqual({
      files: 'format',
    });
    expect(issuesOf({ docType: 'proofOfDelivery', files: [{ name: 'big.pdf', size: 3000 * kb }] })).toEqual({
      files: 'tooLarge',
    });
  });
});
