import { useState } from 'react';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Trans, useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { reloadSearchCriteria } from '@freight/domain/my-loads/reload-search';
import { reloadLaterList, type ReloadIntent } from '@freight/domain/reload-intent';
import { Dialog } from '../../../components/ui/dialog';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/auth-context';
import { useConfig } from '../../../lib/config-provider';
import type { SearchResultsState } from '../../../lib/navigation-state';
import { useReloadShipment, type ReloadShipment } from '../api/get-reload-shipment';
import { usePublishCarrierIntent } from '../api/publish-carrier-intent';

// After a driver is assigned and no successor shipment follows (D1-4.34, D2-4.22): does the truck
// need a next route? Reload Now and Reload Later say it does (D2-4.46, D2-4.47), 'click here' that it
// does not (D2-4.48). The intent is a signal to the carrier desk, so a failed publish shows the generic
// error and the user still goes where they chose.

type ReloadChoice = 'now' | 'later' | 'none';

const intentOf: Record<ReloadChoice, ReloadIntent> = {
  now: 'NEED NEXT ROUTE',
  later: 'NEED NEXT ROUTE',
  none: 'NO NEXT ROUTE',
};

type ReloadDriverModalProps = { opened: boolean; shipmentId: string; onClose: () => void };

export function ReloadDriverModal({ opened, shipmentId, onClose }: ReloadDriverModalProps) {
  const { t } = useTranslation();
  const [isBusy, setBusy] = useState(false);
  return (
    <Dialog
      opened={opened}
      onClose={onClose}
      title={t('reloadDriver.title')}
      centered
      // While the intent is sent, the choice made decides what comes next.
      withCloseButton={!isBusy}
      closeOnEscape={!isBusy}
      closeOnClickOutside={!isBusy}
      closeButtonProps={{ 'aria-label': t('reloadDriver.close') }}
    >
      {/* Mounted only while open: the shipment is fetched for this opening. */}
      {opened && <ReloadChoices shipmentId={shipmentId} onClose={onClose} onBusyChange={setBusy} />}
    </Dialog>
  );
}

type ReloadChoicesProps = {
  shipmentId: string;
  onClose: () => void;
  onBusyChange: (isBusy: boolean) => void;
};

function ReloadChoices({ shipmentId, onClose, onBusyChange }: ReloadChoicesProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const config = useConfig();
  const roles = useAuth().claims?.roles ?? [];
  // The delivery stop and transport mode of the search (D2-4.46).
  const shipment = useReloadShipment(shipmentId);
  const publish = usePublishCarrierIntent();
  const [chosen, setChosen] = useState<ReloadChoice | null>(null);

  const openReloadSearch = (details: ReloadShipment | null | undefined) => {
    const stops = (details?.stops ?? []).map((stop) => ({ ...stop, sequence: stop.sequenceNo }));
    const criteria =
      details &&
      reloadSearchCriteria({ transportMode: details.transportMode, stops }, roles, new Date(), config);
    if (!criteria) {
      // Without the shipment's stops, the search form lets them say where they will be.
      void navigate(paths.app.search.getHref());
      return;
    }
    const state: SearchResultsState = { criteria, from: 'newSearch', skipUserSearchHistory: true };
    void navigate(paths.app.searchResults.getHref(), { state });
  };

  const handleChoice = async (choice: ReloadChoice) => {
    setChosen(choice);
    onBusyChange(true);
    try {
      await publish.mutateAsync({ shipmentId, intent: intentOf[choice] });
    } catch {
      notifications.show({ color: 'red', message: t('errors.generic'), autoClose: config.toasts.apiErrorMs });
    }
    onBusyChange(false);
    if (choice === 'now') openReloadSearch(shipment.data);
    if (choice === 'later') void navigate(paths.app.myLoads.getHref(reloadLaterList(roles)));
    onClose();
  };

  const isBusy = chosen !== null;
  return (
    <Stack gap="md">
      <Text>{t('reloadDriver.question', { shipmentId })}</Text>
      <Group justify="flex-end">
        <Button
          variant="default"
          disabled={isBusy && chosen !== 'later'}
          loading={chosen === 'later'}
          onClick={() => void handleChoice('later')}
        >
          {t('reloadDriver.later')}
        </Button>
        <Button
          // The search starts from the shipment's delivery: wait until it is known.
          disabled={(isBusy && chosen !== 'now') || shipment.isPending}
          loading={chosen === 'now'}
          onClick={() => void handleChoice('now')}
        >
          {t('reloadDriver.now')}
        </Button>
      </Group>
      <Text size="sm">
        <Trans
          i18nKey="reloadDriver.noReload"
          components={{
            action: (
              <Anchor
                component="button"
                type="button"
                disabled={isBusy}
                onClick={() => void handleChoice('none')}
              />
            ),
          }}
        />
      </Text>
    </Stack>
  );
}
