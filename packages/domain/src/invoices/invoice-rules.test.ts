import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../config';
import type { Role } from '../roles';
import {
  invoiceChoices,
  invoiceChoicesFor,
  invoiceRefusalOf,
  isDelivered,
  isInvoiceNumberAsked,
  isProviderInvoiceOffered,
  takesCarrierInvoice,
  type InvoiceChoiceInput,
  type InvoiceShipment,
} from './invoice-rules';

const config = { documents: defaultConfig.documents };
const powerOnly: InvoiceShipment = {
  sourceSystem: 'MASTERMIND',
  division: null,
  loadType: 'Power Only',
  shipmentState: 'DELIVERED_NEEDS_PPWK',
};
const dispatcher: Role[] = ['carrierDispatcher'];
const input = (changes: Partial<InvoiceChoiceInput> = {}): InvoiceChoiceInput => ({
  shipment: powerOnly,
  roles: dispatcher,
  carrierInvoiceExists: true,
  config,
  ...changes,
});

describe('who submits which invoice', () => {
  it('[D2-9.11] the invoice choices are YES and NO', () => {
    expect(invoiceChoices).toEqual(['YES', 'NO']);
  });

  it.each([
    ['MASTERMIND', 'Power Only', true],
    ['MASTERMIND', 'PO Dray', true],
    ['ASL', 'Power Only', true],
    ['MERCURYGATE', 'Brokerage', false],
    ['OTMNONASSET', 'Freight Under Management', false],
    ['TRINIUM', 'Port Dray', false],
    // A Power Only load of a source that uploads nothing keeps its paperwork in its own system.
    ['MERCURYGATE', 'Power Only', false],
  ])(
    '[D2-6.11] [D2-6.10] [D2-6.12] [D2-6.13] a %s %s load takes the carrier invoice: %s',
    (source, loadType, takes) => {
      expect(takesCarrierInvoice({ sourceSystem: source, division: null, loadType }, config)).toBe(takes);
    },
  );

  it('[D2-6.15] a division whose upload types are empty takes no invoice', () => {
    const byDivision = {
      documents: {
        ...defaultConfig.documents,
        uploadTypes: { ...defaultConfig.documents.uploadTypes, 'MASTERMIND/DRAY': {} },
      },
    };
    expect(takesCarrierInvoice({ ...powerOnly, division: 'DRAY' }, byDivision)).toBe(false);
    expect(takesCarrierInvoice({ ...powerOnly, division: 'TRUCKLOAD' }, byDivision)).toBe(true);
  });

  it('[D2-4.07] an invoice comes once the trip is delivered', () => {
    expect(['DELIVERED_NEEDS_PPWK', 'DELIVERED_WITH_PPWK'].map(isDelivered)).toEqual([true, true]);
    expect(['IN_TRANSIT', 'DRIVER_ASSIGNMENT', 'TENDERED'].map(isDelivered)).toEqual([false, false, false]);
    expect(invoiceChoicesFor(input({ shipment: { ...powerOnly, shipmentState: 'IN_TRANSIT' } }))).toEqual([]);
    expect(invoiceRefusalOf(input({ shipment: { ...powerOnly, shipmentState: 'IN_TRANSIT' } }), 'YES')).toBe(
      'notDelivered',
    );
  });

  it('[D2-6.11] only Dispatcher uploads its own invoice; the provider-created invoice is for Beta and Dispatcher', () => {
    expect(invoiceChoicesFor(input())).toEqual(['YES', 'NO']);
    expect(invoiceChoicesFor(input({ roles: ['carrierBeta1'] }))).toEqual(['NO']);
    expect(invoiceChoicesFor(input({ roles: ['carrierBeta1', 'carrierDispatcher'] }))).toEqual(['YES', 'NO']);
    for (const roles of [['carrierDriver'], ['carrierLeasedOwnerOpr'], ['carrierAdmin']] as Role[][])
      expect(invoiceChoicesFor(input({ roles }))).toEqual([]);
    expect(invoiceRefusalOf(input({ roles: ['carrierDriver'] }), 'YES')).toBe('choiceNotOffered');
    expect(invoiceRefusalOf(input({ roles: ['carrierBeta1'] }), 'YES')).toBe('choiceNotOffered');
    expect(invoiceRefusalOf(input({ roles: ['carrierBeta1'] }), 'NO')).toBeNull();
  });

  it('[D2-4.59] the provider prepares it (NO) only where configured and the carrier invoice exists', () => {
    expect(isProviderInvoiceOffered(powerOnly, true, config)).toBe(true);
    expect(isProviderInvoiceOffered(powerOnly, false, config)).toBe(false);
    expect(invoiceChoicesFor(input({ carrierInvoiceExists: false }))).toEqual(['YES']);
    const notConfigured = {
      documents: {
        ...defaultConfig.documents,
        invoice: { ...defaultConfig.documents.invoice, providerInvoiceSources: ['ASL'] },
      },
    };
    expect(invoiceChoicesFor(input({ config: notConfigured }))).toEqual(['YES']);
    expect(invoiceRefusalOf(input({ config: notConfigured }), 'NO')).toBe('choiceNotOffered');
    const byDivision = {
      documents: {
        ...defaultConfig.documents,
        invoice: { ...defaultConfig.documents.invoice, providerInvoiceSources: ['MASTERMIND/EAST'] },
      },
    };
    expect(isProviderInvoiceOffered({ ...powerOnly, division: 'EAST' }, true, byDivision)).toBe(true);
    expect(isProviderInvoiceOffered({ ...powerOnly, division: 'WEST' }, true, byDivision)).toBe(false);
  });

  it('[D2-5.30] the invoice number is asked per source system, or per source and division', () => {
    expect(isInvoiceNumberAsked(powerOnly, config)).toBe(true);
    expect(isInvoiceNumberAsked({ sourceSystem: 'ASL', division: null }, config)).toBe(false);
    const byDivision = {
      documents: {
        ...defaultConfig.documents,
        invoice: { ...defaultConfig.documents.invoice, invoiceNumberSources: ['ASL/EAST'] },
      },
    };
    expect(isInvoiceNumberAsked({ sourceSystem: 'ASL', division: 'EAST' }, byDivision)).toBe(true);
    expect(isInvoiceNumberAsked({ sourceSystem: 'ASL', division: 'WEST' }, byDivision)).toBe(false);
  });

  it('[D2-6.10] a Brokerage load takes no invoice here, whoever asks', () => {
    const brokerage = { ...powerOnly, sourceSystem: 'MERCURYGATE', loadType: 'Brokerage' };
    expect(invoiceChoicesFor(input({ shipment: brokerage }))).toEqual([]);
    expect(invoiceRefusalOf(input({ shipment: brokerage }), 'NO')).toBe('notInvoiceLoad');
  });
});
