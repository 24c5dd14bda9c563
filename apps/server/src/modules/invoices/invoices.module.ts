import { guarded, signedInCaller as callerOf } from '../../platform/access';
import { requestLanguage, translateAnswer } from '../../platform/i18n';
import { readTypeDefs, type ApiModule } from '../../platform/module';
import { readUploadParts } from '../documents/read-upload-parts';
import { registerUploadParser } from '../documents/register-upload-parser';
import { createInvoice, type CreateInvoiceArgs } from './create-invoice';
import { getInvoiceOptions } from './get-invoice-options';
import { uploadInvoice } from './upload-invoice';

// Submit Invoice (issue 15 part 4; decision 046), on /web and /mobile alike: the carrier's own invoice
// uploaded (POST uploadInvoiceV2, multipart, a Dispatcher's: D2-6.11 "only Dispatcher uploads
// invoices"), the one the provider prepares (createInvoice, Dispatcher and Beta), and what the dialog
// offers for a shipment (getInvoiceOptions). The use cases check the shipment, the load, the delivery
// and the configuration; answers are translated where they leave the server.
export const invoicesModule: ApiModule = {
  name: 'invoices',
  typeDefs: readTypeDefs('invoices'),
  resolvers: {
    Query: {
      getInvoiceOptions: guarded('myLoads.submitInvoice', (_root, { shipmentId }, context) =>
        getInvoiceOptions(context.services, context.caller, shipmentId),
      ),
    },
    Mutation: {
      createInvoice: guarded('myLoads.submitInvoice', (_root, args: CreateInvoiceArgs, context) => {
        const language = requestLanguage(context.request);
        return createInvoice(context.services, context.caller, args, language).then((answer) =>
          translateAnswer(language, answer),
        );
      }),
    },
  },
  routes: async (app, services) => {
    // Multipart is read in this module's own scope only (decision 043).
    await app.register(async (scope) => {
      await registerUploadParser(scope);
      for (const client of ['web', 'mobile'])
        scope.post(
          `/${client}/v2/uploadInvoiceV2`,
          { config: { access: 'myLoads.uploadInvoice' } },
          async (request) => {
            const { documents } = await services.appConfig();
            const parts = await readUploadParts(request, {
              maxSizeKb: documents.maxSizeKb,
              maxFiles: documents.maxFilesPerUpload,
            });
            const answer = await uploadInvoice(services, callerOf(request), parts);
            return translateAnswer(requestLanguage(request), answer);
          },
        );
    });
  },
};
