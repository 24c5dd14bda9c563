import type { ReactNode } from 'react';
import { Grid, Group, Stack, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  showsBetaTools,
  showsContactUs,
  visibleDetailTabs,
  type LoadDetailTab,
} from '@freight/domain/load-details';
import { BetaToolsLink } from './beta-tools-link';
import { CommoditiesTab } from './commodities-tab';
import { ContactUs } from './contact-us';
import { DocumentsTab } from './documents-tab';
import type { LoadDetailsView } from './load-details-view';
import { MapTab } from './map-tab';
import { PayTab } from './pay-tab';
import { ReferencesTab } from './references-tab';
import { ServicesTab } from './services-tab';
import { StopList } from './stop-list';
import { useLoadDetailsContext } from './use-load-details-context';

// The load details panel (D1-2.23 to D1-2.30, D2-2.38): the tabs the rules of @freight/domain allow
// here, Map first and open; the stops in the right column; Contact Us and Beta Tools when allowed.
// The server applies the same rules and leaves out the lists of tabs the caller may not see, so a tab
// also needs its list to be there.

/** Each tab's content, or null when the answer does not carry it. */
function getTabContent(tab: LoadDetailTab, details: LoadDetailsView): ReactNode | null {
  switch (tab) {
    case 'map':
      return <MapTab stops={details.stops} />;
    case 'commodities':
      return details.commodities && <CommoditiesTab commodities={details.commodities} />;
    case 'services':
      return details.services && <ServicesTab services={details.services} />;
    case 'references':
      return details.references && <ReferencesTab references={details.references} />;
    case 'documents':
      return details.documents && <DocumentsTab documents={details.documents} />;
    case 'pay':
      return details.pay && <PayTab pay={details.pay} currency={details.currency} />;
  }
}

export function LoadDetailsPanel({ details }: { details: LoadDetailsView }) {
  const { t } = useTranslation();
  const context = useLoadDetailsContext(details);
  const tabs = visibleDetailTabs(context).flatMap((tab) => {
    const content = getTabContent(tab, details);
    return content ? [{ tab, content }] : [];
  });
  const hasContactUs = showsContactUs(context);
  const betaToolsShipmentId = showsBetaTools(context) ? details.shipmentId : null;

  return (
    <Stack gap="sm" role="region" aria-label={t('loadDetails.title')}>
      {(hasContactUs || betaToolsShipmentId) && (
        <Group gap="xs" justify="flex-end">
          {betaToolsShipmentId && <BetaToolsLink shipmentId={betaToolsShipmentId} />}
          {hasContactUs && <ContactUs contactId={details.contactId} />}
        </Group>
      )}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, sm: 8 }}>
          {/* Inactive tabs are unmounted: the map is drawn only while its tab is open. */}
          <Tabs defaultValue="map" keepMounted={false}>
            <Tabs.List aria-label={t('loadDetails.tabsLabel')}>
              {tabs.map(({ tab }) => (
                <Tabs.Tab key={tab} value={tab}>
                  {t(`loadDetails.tabs.${tab}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {tabs.map(({ tab, content }) => (
              <Tabs.Panel key={tab} value={tab} pt="sm">
                {content}
              </Tabs.Panel>
            ))}
          </Tabs>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <StopList stops={details.stops} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
