import { useState, type ReactNode } from 'react';
import { Button, Grid, Group, Stack, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  loadDetailTabs,
  showsBetaTools,
  showsContactUs,
  visibleDetailTabs,
  type LoadDetailTab,
} from '@freight/domain/load-details';
import type { UserEventData } from '@freight/domain/user-events';
import { useLogEvent } from '../../../lib/log-event';
import { DocumentsTab } from '../../documents/components/documents-tab';
import { BetaToolsLink } from './beta-tools-link';
import { CommoditiesTab } from './commodities-tab';
import { ContactUs } from './contact-us';
import type { LoadDetailsView } from './load-details-view';
import { MapTab } from './map-tab';
import { PayTab } from './pay-tab';
import { ReferencesTab } from './references-tab';
import { ServicesTab } from './services-tab';
import { StopList } from './stop-list';
import { useLoadDetailsContext } from './use-load-details-context';
import { useRefreshLoadDetails } from './use-refresh-load-details';

// The load details panel (D1-2.23 to D1-2.30, D2-2.38): the tabs the rules of @freight/domain allow
// here, Map first and open; the stops in the right column; Contact Us and Beta Tools when allowed; a
// Refresh. The server applies the same rules and leaves out the lists of tabs the caller may not see,
// so a tab with a list in the details also needs its list to be there. Documents are fetched by their
// tab when first opened, so that tab follows the rules alone (D1-4.17).

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
      return (
        details.references && (
          <ReferencesTab references={details.references} shipmentId={details.shipmentId} />
        )
      );
    case 'documents':
      return details.documentsShipment && <DocumentsTab shipment={details.documentsShipment} />;
    case 'pay':
      return details.pay && <PayTab pay={details.pay} currency={details.currency} />;
  }
}

function isLoadDetailTab(value: string | null): value is LoadDetailTab {
  return (loadDetailTabs as readonly (string | null)[]).includes(value);
}

/** What the analytics of a tab change carry: the tab, the load or shipment, and the My Loads list. */
function toTabChangedData(
  tab: LoadDetailTab,
  details: LoadDetailsView,
): UserEventData<'loadDetails.tabChanged'> {
  return {
    tab,
    loadId: details.loadId ?? undefined,
    shipmentId: details.shipmentId ?? undefined,
    module: details.module ?? undefined,
  };
}

export function LoadDetailsPanel({ details }: { details: LoadDetailsView }) {
  const { t } = useTranslation();
  const logEvent = useLogEvent();
  const { refresh, isRefreshing } = useRefreshLoadDetails(details);
  const [chosenTab, setChosenTab] = useState<LoadDetailTab>('map');
  const context = useLoadDetailsContext(details);
  const tabs = visibleDetailTabs(context).flatMap((tab) => {
    const content = getTabContent(tab, details);
    return content ? [{ tab, content }] : [];
  });
  // A refresh can take away the tab that was open: Map, always there, is shown instead.
  const activeTab = tabs.some(({ tab }) => tab === chosenTab) ? chosenTab : 'map';
  const hasContactUs = showsContactUs(context);
  const betaToolsShipmentId = showsBetaTools(context) ? details.shipmentId : null;

  // Analytics of each change of tab, not of the Map tab the panel opens on, nor of a tab chosen again.
  const handleTabChange = (value: string | null) => {
    if (!isLoadDetailTab(value) || value === activeTab) return;
    setChosenTab(value);
    logEvent('loadDetails.tabChanged', toTabChangedData(value, details));
  };

  return (
    <Stack gap="sm" role="region" aria-label={t('loadDetails.title')}>
      <Group gap="xs" justify="flex-end">
        {betaToolsShipmentId && <BetaToolsLink shipmentId={betaToolsShipmentId} />}
        {hasContactUs && <ContactUs contactId={details.contactId} />}
        <Button size="compact-sm" variant="subtle" loading={isRefreshing} onClick={() => void refresh()}>
          {t('loadDetails.refresh')}
        </Button>
      </Group>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, sm: 8 }}>
          {/* Inactive tabs are unmounted: the map is drawn only while its tab is open, and the
              documents are fetched when their tab is first opened. */}
          <Tabs value={activeTab} onChange={handleTabChange} keepMounted={false}>
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
