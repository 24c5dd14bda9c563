import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../config';
import { uploadFormSchema, type UploadFormValues } from './upload-form-schema';

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
});
