import { describe, expect, it } from 'vitest';
import type { ContactDetails } from './api/get-contact';
import { contactLinesToShow } from './contact-lines';

const contact: ContactDetails = {
  shipmentId: 'SH1',
  title: 'Brokerage desk',
  contactName: 'Dana Brooks',
  email: 'Dana@Broker.example.com',
  phone: '+1 (312) 555-0100',
  details: null,
};

describe('contactLinesToShow', () => {
  it('keeps every line when there is no rich text', () => {
    expect(contactLinesToShow(contact)).toEqual({
      name: 'Dana Brooks',
      phone: '+1 (312) 555-0100',
      email: 'Dana@Broker.example.com',
    });
  });

  it('drops the phone the text writes in another format, with or without the country code', () => {
    for (const written of ['312-555-0100', '<a href="tel:+13125550100">call us</a>', '(312) 555 0100']) {
      expect(contactLinesToShow({ ...contact, details: `<p>${written}</p>` }).phone).toBeNull();
    }
    expect(contactLinesToShow({ ...contact, details: '<p>312-555-0199</p>' }).phone).toBe(
      '+1 (312) 555-0100',
    );
  });

  it('drops the address the text holds in any case, and keeps another one', () => {
    const linked = '<a href="mailto:dana@broker.example.com">Write to us</a>';
    expect(contactLinesToShow({ ...contact, details: linked }).email).toBeNull();
    expect(contactLinesToShow({ ...contact, details: '<p>desk@broker.example.com</p>' }).email).toBe(
      'Dana@Broker.example.com',
    );
  });

  it('drops the name that is the title or that the text already writes', () => {
    expect(contactLinesToShow({ ...contact, contactName: 'brokerage desk ' }).name).toBeNull();
    const named = { ...contact, contactName: 'Smith & Sons', details: '<b>Smith &amp; Sons</b>' };
    expect(contactLinesToShow(named).name).toBeNull();
  });
});
