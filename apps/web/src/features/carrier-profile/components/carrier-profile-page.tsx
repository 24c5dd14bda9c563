import type { ReactNode } from 'react';
import { dialableNumber } from '@freight/domain/people/phone-number';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCarrierProfile, type CarrierContact, type CarrierProfile } from '../api/get-carrier-profile';
import { useProfileFormat } from './use-profile-format';

// /app/companyProfile and /app/manage/CarrierProfileDetails (D3-2.10, D3-2.46, D3-2.47): the carrier's
// Carrier Info, Contact Details, Carrier Insurance and Certification as its source system last sent
// them, read-only, "-" for a field the record lacks. Everyone but Guest (D3-6.07; the route's guard).

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed" component="dt">
        {label}
      </Text>
      <Text component="dd" m={0}>
        {children}
      </Text>
    </div>
  );
}

function Facts({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md" component="dl" m={0}>
      {children}
    </SimpleGrid>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

function CarrierInfo({ profile }: { profile: CarrierProfile }) {
  const { t } = useTranslation(['carrierProfile', 'web']);
  const format = useProfileFormat();
  const modes = [
    ...(profile.truckload ? [t('carrierProfile.modes.truckload')] : []),
    ...(profile.ltl ? [t('carrierProfile.modes.ltl')] : []),
    ...(profile.intermodal ? [t('carrierProfile.modes.intermodal')] : []),
  ];
  const cityLine = [profile.city, [profile.state, profile.postalCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return (
    <Section id="carrier-info" title={t('carrierProfile.sections.info')}>
      <Facts>
        <Fact label={t('carrierProfile.fields.carrierName')}>{format.text(profile.carrierName)}</Fact>
        <Fact label={t('carrierProfile.fields.status')}>
          {profile.carrierActiveIndicator ? t('carrierProfile.active') : t('carrierProfile.inactive')}
        </Fact>
        <Fact label={t('carrierProfile.fields.mcNumber')}>{format.text(profile.carrierMCNo)}</Fact>
        <Fact label={t('carrierProfile.fields.usdotNumber')}>{format.text(profile.carrierUsDOTNo)}</Fact>
        <Fact label={t('carrierProfile.fields.scac')}>{format.text(profile.carrierScac)}</Fact>
        <Fact label={t('carrierProfile.fields.tier')}>{format.text(profile.carrierTier)}</Fact>
        <Fact label={t('carrierProfile.fields.carrierId')}>{format.text(profile.commonCarrierId)}</Fact>
        <Fact label={t('carrierProfile.fields.statusCode')}>{format.text(profile.carrierStatusCode)}</Fact>
        <Fact label={t('carrierProfile.fields.address')}>
          {format.text([profile.addressLine1, profile.addressLine2].filter(Boolean).join(', '))}
        </Fact>
        <Fact label={t('carrierProfile.fields.city')}>{format.text(cityLine)}</Fact>
        <Fact label={t('carrierProfile.fields.country')}>{format.text(profile.country)}</Fact>
        <Fact label={t('carrierProfile.fields.modes')}>{format.list(modes)}</Fact>
        <Fact label={t('carrierProfile.fields.hazmatCertExpiration')}>
          {format.day(profile.hazmatCertExpirationDate)}
        </Fact>
        <Fact label={t('carrierProfile.fields.hazmat232Permit')}>
          {format.flag(profile.hazmat232PermitInd)}
        </Fact>
      </Facts>
    </Section>
  );
}

function ContactFacts({ contact }: { contact: CarrierContact | null }) {
  const { t } = useTranslation(['carrierProfile', 'web']);
  const format = useProfileFormat();
  const phone = contact?.phone;
  const email = contact?.email;
  return (
    <Facts>
      <Fact label={t('carrierProfile.fields.contactName')}>
        {format.text([contact?.firstName, contact?.lastName].filter(Boolean).join(' '))}
      </Fact>
      <Fact label={t('carrierProfile.fields.contactType')}>{format.text(contact?.contactType)}</Fact>
      <Fact label={t('carrierProfile.fields.phone')}>
        {phone ? <Anchor href={`tel:${dialableNumber(phone)}`}>{phone}</Anchor> : format.text(phone)}
      </Fact>
      <Fact label={t('carrierProfile.fields.fax')}>{format.text(contact?.fax)}</Fact>
      <Fact label={t('carrierProfile.fields.email')}>
        {email ? <Anchor href={`mailto:${email}`}>{email}</Anchor> : format.text(email)}
      </Fact>
    </Facts>
  );
}

function ContactDetails({ profile }: { profile: CarrierProfile }) {
  const { t } = useTranslation(['carrierProfile', 'web']);
  return (
    <Section id="carrier-contacts" title={t('carrierProfile.sections.contacts')}>
      <Title order={3} size="h5">
        {t('carrierProfile.primaryContact')}
      </Title>
      <ContactFacts contact={profile.primaryContact} />
      {profile.otherContacts.length > 0 && (
        <>
          <Title order={3} size="h5">
            {t('carrierProfile.otherContacts')}
          </Title>
          {profile.otherContacts.map((contact, index) => (
            <ContactFacts key={index} contact={contact} />
          ))}
        </>
      )}
    </Section>
  );
}

function CarrierInsurance({ profile }: { profile: CarrierProfile }) {
  const { t } = useTranslation(['carrierProfile', 'web']);
  const format = useProfileFormat();
  return (
    <Section id="carrier-insurance" title={t('carrierProfile.sections.insurance')}>
      {profile.insurances.length === 0 && <Text>{t('carrierProfile.noInsurance')}</Text>}
      {profile.insurances.map((insurance) => (
        <Paper key={insurance.insuranceId} withBorder radius="sm" p="sm">
          <Stack gap="xs">
            <Group gap="xs">
              <Title order={3} size="h5">
                {format.text(insurance.insuranceType ?? insurance.insuranceTypeCode)}
              </Title>
              {insurance.isExpired && (
                <Badge color="red" variant="light">
                  {t('carrierProfile.expired')}
                </Badge>
              )}
            </Group>
            <Facts>
              <Fact label={t('carrierProfile.fields.policyNumber')}>
                {format.text(insurance.policyNumber)}
              </Fact>
              <Fact label={t('carrierProfile.fields.insuranceStatus')}>{format.text(insurance.status)}</Fact>
              <Fact label={t('carrierProfile.fields.certificateId')}>
                {format.text(insurance.certificateId)}
              </Fact>
              <Fact label={t('carrierProfile.fields.limits')}>{format.dollars(insurance.limits)}</Fact>
              <Fact label={t('carrierProfile.fields.coverageAmount')}>
                {format.dollars(insurance.coverageAmount)}
              </Fact>
              <Fact label={t('carrierProfile.fields.effectiveDate')}>
                {format.day(insurance.policyEffectiveDate)}
              </Fact>
              <Fact label={t('carrierProfile.fields.expirationDate')}>
                {format.day(insurance.policyExpirationDate)}
              </Fact>
            </Facts>
          </Stack>
        </Paper>
      ))}
    </Section>
  );
}

function Certifications({ profile }: { profile: CarrierProfile }) {
  const { t } = useTranslation(['carrierProfile', 'web']);
  const format = useProfileFormat();
  return (
    <Section id="carrier-certification" title={t('carrierProfile.sections.certification')}>
      {profile.certifications.length === 0 && <Text>{t('carrierProfile.noCertification')}</Text>}
      {profile.certifications.map((certification, index) => (
        <Paper key={`${certification.certificationCode}-${index}`} withBorder radius="sm" p="sm">
          <Stack gap="xs">
            <Title order={3} size="h5">
              {format.text(certification.certificationCode)}
            </Title>
            <Facts>
              <Fact label={t('carrierProfile.fields.description')}>
                {format.text(certification.description)}
              </Fact>
              <Fact label={t('carrierProfile.fields.qualificationStatus')}>
                {format.text(certification.qualificationStatus)}
              </Fact>
              <Fact label={t('carrierProfile.fields.certificateExpiration')}>
                {format.day(certification.certificateExpireDate)}
              </Fact>
            </Facts>
          </Stack>
        </Paper>
      ))}
    </Section>
  );
}

export function CarrierProfilePage() {
  const { t } = useTranslation(['carrierProfile', 'web']);
  const profile = useCarrierProfile();

  const renderBody = () => {
    if (profile.isError)
      return (
        <Alert color="red" title={t('carrierProfile.loadError')}>
          <Button size="xs" variant="light" onClick={() => void profile.refetch()}>
            {t('carrierProfile.retry')}
          </Button>
        </Alert>
      );
    if (!profile.data)
      return (
        <Group gap="xs">
          <Loader size="sm" aria-hidden />
          <Text>{t('carrierProfile.loading')}</Text>
        </Group>
      );
    return (
      <>
        <CarrierInfo profile={profile.data} />
        <ContactDetails profile={profile.data} />
        <CarrierInsurance profile={profile.data} />
        <Certifications profile={profile.data} />
      </>
    );
  };

  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <Title order={1}>{t('web:pages.companyProfile')}</Title>
        {renderBody()}
      </Stack>
    </Container>
  );
}
