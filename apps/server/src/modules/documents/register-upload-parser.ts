import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { defaultConfig } from '@freight/domain/config';

/**
 * Lets one encapsulated scope read multipart uploads (decision 043): register it in the scope of the
 * upload routes only, so no other route parses multipart. The limits of a call come from the served
 * configuration at each request (read-upload-parts.ts, merged over these); these are the defaults',
 * for any reader that would not pass its own.
 */
export async function registerUploadParser(scope: FastifyInstance): Promise<void> {
  await scope.register(multipart, {
    limits: {
      fileSize: defaultConfig.documents.maxSizeKb * 1024,
      files: defaultConfig.documents.maxFilesPerUpload,
      fields: 8,
      fieldSize: 256,
    },
    throwFileSizeLimit: true,
  });
}
