import { Kind, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { invoiceChoices } from '@freight/domain/invoices/invoice-rules';
import { readTypeDefs } from '../../platform/module';

// The choices of Submit Invoice are written in SDL for the contract and in packages/domain for the
// code; this keeps the two the same list (as vocabulary.test.ts does for the shared sets).
describe('the invoices schema', () => {
  it("[D2-9.11] InvoiceChoice lists the domain's YES and NO", () => {
    const document = parse(readTypeDefs('invoices'));
    const values = document.definitions.flatMap((definition) =>
      definition.kind === Kind.ENUM_TYPE_DEFINITION && definition.name.value === 'InvoiceChoice'
        ? (definition.values ?? []).map((value) => value.name.value)
        : [],
    );
    expect(values).toEqual([...invoiceChoices]);
  });
});
