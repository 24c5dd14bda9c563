import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { ContactUs } from './contact-us';
import { renderDetails } from './load-details.test-utils';
import { sanitizeHtml } from '../../../lib/sanitize-html';

beforeAll(async () => {
  await initI18n(null);
});

afterEach(() => {
  // The toasts live in a store of the module, beyond one render.
  notifications.clean();
});

const contact = {
  shipmentId: 'SH1',
  title: 'Brokerage desk',
  contactName: 'Dana Brooks',
  email: 'dana@broker.example.com',
  phone: '+1 (312) 555-0100',
  details:
    '<p>Call <b>before</b> 5 PM.</p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true">',
};

describe('Contact Us', () => {
  it('[D1-2.29] asks for the contact of the shipment and shows it in a dialog, rich text sanitised', async () => {
    const { calls } = renderDetails(<ContactUs contactId="SH 1" />, {
      api: { rest: { '/v1/contact/shipment/': () => Response.json(contact) } },
    });

    fireEvent.click(screen.getByRole('button', { name: 'Contact Us' }));

    const dialog = await screen.findByRole('dialog', { name: 'Brokerage desk' });
    expect(calls.map((call) => call.url)).toEqual(['/v1/contact/shipment/SH%201']);
    expect(within(dialog).getByText('Dana Brooks')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'dana@broker.example.com' }).getAttribute('href')).toBe(
      'mailto:dana@broker.example.com',
    );
    expect(within(dialog).getByRole('link', { name: '+1 (312) 555-0100' }).getAttribute('href')).toBe(
      'tel:+13125550100',
    );
    expect(within(dialog).getByText('before').tagName).toBe('B');
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.querySelector('[onerror]')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows each phone number and e-mail address once when the rich text already holds them', async () => {
    // The shape of the demo desks: the route answers the tel: and mailto: links of the text as the
    // phone and e-mail, and the desk's name as the title and the contact name.
    const desk = {
      shipmentId: 'SH1',
      title: 'Brokerage carrier desk',
      contactName: 'Brokerage carrier desk',
      email: 'desk@broker.example.com',
      phone: '+1-800-555-0100',
      details:
        '<p><strong>Brokerage carrier desk</strong></p><p>Mon-Fri 7:00-19:00 CT</p>' +
        '<p><a href="tel:+1-800-555-0100">+1 (800) 555-0100</a><br>' +
        '<a href="mailto:desk@broker.example.com">desk@broker.example.com</a></p>',
    };
    renderDetails(<ContactUs contactId="SH1" />, {
      api: { rest: { '/v1/contact/shipment/': () => Response.json(desk) } },
    });

    fireEvent.click(screen.getByRole('button', { name: 'Contact Us' }));

    const dialog = await screen.findByRole('dialog', { name: 'Brokerage carrier desk' });
    const links = within(dialog).getAllByRole('link');
    expect(links.filter((link) => link.getAttribute('href')?.startsWith('tel:'))).toHaveLength(1);
    expect(links.filter((link) => link.getAttribute('href')?.startsWith('mailto:'))).toHaveLength(1);
    expect(within(dialog).getAllByText('desk@broker.example.com')).toHaveLength(1);
    expect(within(dialog).queryByText('Contact:')).toBeNull();
    expect(within(dialog).getByText('Mon-Fri 7:00-19:00 CT')).toBeTruthy();
  });

  it.each([
    ['404', () => Response.json({ code: 'NOT_FOUND' }, { status: 404 })],
    ['a server error', () => Response.json({ code: 'INTERNAL' }, { status: 500 })],
    ['an empty contact', () => Response.json({ shipmentId: 'SH1' })],
  ])("[D1-8.04] on %s: the 'Contact Details Not Found' toast and no dialog", async (_name, answer) => {
    renderDetails(<ContactUs contactId="SH1" />, { api: { rest: { '/v1/contact/shipment/': answer } } });

    fireEvent.click(screen.getByRole('button', { name: 'Contact Us' }));

    expect(await screen.findByText('Contact Details Not Found')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('sanitizeHtml', () => {
  it('[D1-2.29] removes scripts and event handlers, keeps the formatting', () => {
    const clean = sanitizeHtml(contact.details);

    expect(clean).toBe('<p>Call <b>before</b> 5 PM.</p><img src="x">');
  });

  it('[D1-2.29] opens links in a new tab without the opener, and drops javascript: links', () => {
    const clean = sanitizeHtml(
      '<a href="https://broker.example.com">site</a><a href="javascript:alert(1)">bad</a>',
    );

    expect(clean).toBe(
      '<a href="https://broker.example.com" target="_blank" rel="noopener noreferrer">site</a><a>bad</a>',
    );
  });
});
