import { downloadFileName } from '@freight/domain/documents/safe-file-name';
import { guarded, signedInCaller as callerOf } from '../../platform/access';
import { requestLanguage, translateAnswer } from '../../platform/i18n';
import { readTypeDefs, type ApiModule } from '../../platform/module';
import { contentDisposition } from './content-disposition';
import { fetchDocument } from './fetch-document';
import { listRelatedDocuments } from './list-related-documents';
import { readDocumentContent } from './read-document-content';
import { readUploadParts } from './read-upload-parts';
import { registerUploadParser } from './register-upload-parser';
import { submitDocument } from './submit-document';

// A shipment's documents (issue 15; decisions 043 and 045), for the Document List roles (Driver,
// Dispatcher, Leased; the documents feature flag, D2-6.03, D2-6.14), on /web and /mobile alike:
// - the upload, POST submitDocumentV2 (multipart, parsed in this module's own scope only);
// - the reads: listRelatedDocumentsV2 and fetchDocument (D2-7.19, D2-7.20), and the bytes of one
//   document, GET documents/:documentId/content, which the app's viewer opens.

/**
 * What the bytes of a document may do if a browser ever renders them as a page: nothing. Sandboxed
 * (no script, no form, an opaque origin), no subresource, no framing.
 */
export const documentContentPolicy = "sandbox; default-src 'none'; frame-ancestors 'none'";

export const documentsModule: ApiModule = {
  name: 'documents',
  typeDefs: readTypeDefs('documents'),
  resolvers: {
    Query: {
      listRelatedDocumentsV2: guarded(
        'myLoads.documentList',
        (_root, { documentMetaDataRequest }: { documentMetaDataRequest: unknown }, context) =>
          listRelatedDocuments(context.services, context.caller, documentMetaDataRequest),
      ),
      fetchDocument: guarded('myLoads.documentList', (_root, args: unknown, context) =>
        fetchDocument(context.services, context.caller, args),
      ),
    },
  },
  routes: async (app, services) => {
    await app.register(async (scope) => {
      await registerUploadParser(scope);
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
    // The bytes with the type they were stored as, never sniffed, never cached: opened inline, or
    // saved with ?download=1, under a name that ends with what the file really is.
    for (const client of ['web', 'mobile'])
      app.get<{ Params: { documentId: string }; Querystring: { download?: unknown } }>(
        `/${client}/v2/documents/:documentId/content`,
        { config: { access: 'myLoads.documentList' } },
        async (request, reply) => {
          const content = await readDocumentContent(services, callerOf(request), request.params.documentId);
          const kind = request.query.download === '1' ? 'attachment' : 'inline';
          return reply
            .header('content-type', content.contentType)
            .header(
              'content-disposition',
              contentDisposition(kind, downloadFileName(content.fileName, content.extension)),
            )
            .header('x-content-type-options', 'nosniff')
            .header('content-security-policy', documentContentPolicy)
            .header('cache-control', 'private, no-store')
            .send(content.bytes);
        },
      );
  },
};
