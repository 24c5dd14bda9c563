import multipart from '@fastify/multipart';
import { defaultConfig } from '@freight/domain/config';
import { signedInCaller as callerOf } from '../../platform/access';
import { requestLanguage, translateAnswer } from '../../platform/i18n';
import type { ApiModule } from '../../platform/module';
import { readUploadParts } from './read-upload-parts';
import { submitDocument } from './submit-document';

// Document upload (issue 15 part 2; decision 043): POST submitDocumentV2 on /web and /mobile alike, for
// the Document List roles (Driver, Dispatcher, Leased; the documents feature flag, D2-6.03, D2-6.14).
// The multipart parser is registered in this module's own scope, so no other route reads multipart.
export const documentsModule: ApiModule = {
  name: 'documents',
  routes: async (app, services) => {
    await app.register(async (scope) => {
      await scope.register(multipart, {
        // The limits of a call come from the served configuration at each request (read-upload-parts.ts,
        // merged over these); these are the defaults', for any reader that would not pass its own.
        limits: {
          fileSize: defaultConfig.documents.maxSizeKb * 1024,
          files: defaultConfig.documents.maxFilesPerUpload,
          fields: 8,
          fieldSize: 256,
        },
        throwFileSizeLimit: true,
      });
      for (const client of ['web', 'mobile'])
        scope.post(
          `/${client}/v2/submitDocumentV2`,
          { config: { access: 'myLoads.documentList' } },
          async (request) => {
            const { documents } = await services.appConfig();
            const parts = await readUploadParts(request, {
              maxSizeKb: documents.maxSizeKb,
              maxFiles: documents.maxFilesPerUpload,
            });
            const answer = await submitDocument(services, callerOf(request), parts);
            return translateAnswer(requestLanguage(request), answer);
          },
        );
    });
  },
};
