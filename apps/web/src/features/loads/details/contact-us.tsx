import { useState } from 'react';
import { dialableNumber } from '@freight/domain/people/phone-number';
import { Anchor, Box, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { useConfig } from '../../../lib/config-provider';
import { useFetchContact, type ContactDetails } from './api/get-contact';
import { contactLinesToShow } from './contact-lines';
import { sanitizeHtml } from '../../../lib/sanitize-html';

// Contact Us (D1-2.29): who to call about this load, asked for when chosen, each phone and address
// once (contact-lines.ts). A failed lookup (no contact, any error) shows the 'Contact Details Not
// Found' toast and no dialog (D1-8.04).

function ContactDialogBody({ contact }: { contact: ContactDetails }) {
  const { t } = useTranslation();
  const { name, phone, email } = contactLinesToShow(contact);
  return (
    <Stack gap="xs">
      {name && (
        <Text size="sm">
          <Text span fw={600}>
            {t('loadDetails.contact.name')}:
          </Text>{' '}
          {name}
        </Text>
      )}
      {phone && (
        <Text size="sm">
          <Text span fw={600}>
            {t('loadDetails.contact.phone')}:
          </Text>{' '}
          <Anchor href={`tel:${dialableNumber(phone)}`}>{phone}</Anchor>
        </Text>
      )}
      {email && (
        <Text size="sm">
          <Text span fw={600}>
            {t('loadDetails.contact.email')}:
          </Text>{' '}
          <Anchor href={`mailto:${email}`}>{email}</Anchor>
        </Text>
      )}
      {contact.details && (
        // Sanitised just above the insertion: the only way this HTML reaches the page.
        <Box fz="sm" dangerouslySetInnerHTML={{ __html: sanitizeHtml(contact.details) }} />
      )}
    </Stack>
  );
}

/** `label`: the button's text when it is not Contact Us (Contact to Book, D1-4.25). */
export function ContactUs({ contactId, label }: { contactId: string; label?: string }) {
  const { t } = useTranslation();
  const { toasts } = useConfig();
  const fetchContact = useFetchContact();
  const [contact, setContact] = useState<ContactDetails | null>(null);
  const [isLoading, setLoading] = useState(false);

  const handleOpen = () => {
    setLoading(true);
    fetchContact(contactId)
      .then(setContact)
      .catch(() =>
        notifications.show({
          color: 'red',
          message: t('loadDetails.contact.notFound'),
          autoClose: toasts.apiErrorMs,
        }),
      )
      .finally(() => setLoading(false));
  };

  return (
    <>
      <Button variant="subtle" size="compact-sm" loading={isLoading} onClick={handleOpen}>
        {label ?? t('loadDetails.contact.open')}
      </Button>
      <Dialog
        opened={contact !== null}
        onClose={() => setContact(null)}
        title={contact?.title ?? t('loadDetails.contact.title')}
        centered
      >
        {contact && <ContactDialogBody contact={contact} />}
        <Group justify="flex-end" mt="md">
          <Button onClick={() => setContact(null)}>{t('loadDetails.contact.close')}</Button>
        </Group>
      </Dialog>
    </>
  );
}
