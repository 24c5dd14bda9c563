import { memo, useId } from 'react';
import { Box, Button, Flex, Group, Paper, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCardPrice } from '@freight/domain/load-format';
import { parseMoneyToCents } from '@freight/domain/money';
import {
  myLoadCardButtons,
  type MyLoadCardAction,
  type ReloadLabel,
} from '@freight/domain/my-loads/card-buttons';
import { showsDriverPersona } from '@freight/domain/my-loads/driver-filter';
import { hasPermission } from '@freight/domain/permissions';
import type { MyLoadBucket } from '@freight/domain/shipment-states';
import { ContactUs } from '../../loads/details/contact-us';
import { LoadCardFact } from '../../loads/components/load-card-fact';
import { LoadCardFacts } from '../../loads/components/load-card-facts';
import { LoadCardRoute } from '../../loads/components/load-card-route';
import { useAuth } from '../../../lib/auth/auth-context';
import { useConfig } from '../../../lib/config-provider';
import { useFormatLocale } from '../../../lib/format-locale';
import type { MyLoadShipment } from '../api/my-load-shipment-fields';
import { isPluggableCardAction, type CardActionHandlers } from '../card-action-handlers';
import { ShipmentCardDetails } from './shipment-card-details';

// One shipment of a My Loads list (D2-2.27): where and when it picks up and delivers, what it is, who
// drives it (D2-6.07); the summary opens the details panel below it. Under it, the buttons of its
// module and the user's roles, as @freight/domain/my-loads/card-buttons decides them (D2-2.28 to D2-2.36).

/** What the card's buttons do; the list owns navigation and the flows of later work. */
export type ShipmentCardActions = {
  handlers: CardActionHandlers;
  onStartFlow: (action: MyLoadCardAction, shipment: MyLoadShipment) => void;
  onOpenDetails: (shipment: MyLoadShipment) => void;
  onOpenTrip: (shipment: MyLoadShipment) => void;
  onReload: (shipment: MyLoadShipment) => void;
};

type ShipmentCardProps = {
  shipment: MyLoadShipment;
  module: MyLoadBucket;
  isExpanded: boolean;
  onToggle: (shipmentId: string) => void;
  actions: ShipmentCardActions;
};

function CardButtons({ shipment, module, actions }: Omit<ShipmentCardProps, 'isExpanded' | 'onToggle'>) {
  const { t } = useTranslation();
  const roles = useAuth().claims?.roles ?? [];
  const config = useConfig();
  const buttons = myLoadCardButtons({ module, roles, shipment, config });

  const renderAction = (action: MyLoadCardAction, variant: 'filled' | 'light') => {
    if (action === 'contactUs') return <ContactUs key={action} contactId={shipment.shipmentId} />;
    // A flow of later work is offered only once it is registered (card-action-handlers.ts).
    if (isPluggableCardAction(action) && !actions.handlers[action]) return null;
    const handleClick = () => {
      if (isPluggableCardAction(action)) actions.onStartFlow(action, shipment);
      else if (action === 'startTrip' || action === 'update') actions.onOpenTrip(shipment);
      else actions.onOpenDetails(shipment);
    };
    return (
      <Button key={action} size="compact-sm" variant={variant} onClick={handleClick}>
        {t(`myLoads.actions.${action}`)}
      </Button>
    );
  };
  const reloadButton = (label: ReloadLabel) => (
    <Button key="reload" size="compact-sm" variant="subtle" onClick={() => actions.onReload(shipment)}>
      {t(`myLoads.actions.${label}`)}
    </Button>
  );

  const shown = [
    buttons.primary && renderAction(buttons.primary, 'filled'),
    ...buttons.secondary.map((action) => renderAction(action, 'light')),
    buttons.reload && reloadButton(buttons.reload),
  ].filter(Boolean);
  if (shown.length === 0) return null;
  return (
    <Group
      gap="xs"
      px="md"
      pb="md"
      justify="flex-end"
      role="group"
      aria-label={t('myLoads.card.actions', { shipmentId: shipment.shipmentId })}
    >
      {shown}
    </Group>
  );
}

// Memoised: Show More and opening a card re-render the list, and only the cards that changed need to.
export const ShipmentCard = memo(function ShipmentCard({
  shipment,
  module,
  isExpanded,
  onToggle,
  actions,
}: ShipmentCardProps) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const roles = useAuth().claims?.roles ?? [];
  const detailsId = useId();
  const stops = [...shipment.stops].sort((a, b) => a.sequenceNo - b.sequenceNo);
  // The rate is the dispatcher's business (Rate Details, D2-6.01).
  const totalCents =
    shipment.totalCost && hasPermission(roles, 'loads.rateDetails')
      ? (parseMoneyToCents(shipment.totalCost) ?? null)
      : null;

  return (
    <Paper component="li" withBorder radius="md" data-shipment-id={shipment.shipmentId}>
      <UnstyledButton
        display="block"
        w="100%"
        p="md"
        aria-expanded={isExpanded}
        aria-controls={detailsId}
        onClick={() => onToggle(shipment.shipmentId)}
      >
        <Flex component="span" justify="space-between" gap="md" wrap="wrap">
          <LoadCardRoute
            reference={
              <>
                {t('myLoads.card.shipmentNumber', { shipmentId: shipment.shipmentId })}
                {shipment.loadId && ` · ${t('loadCard.loadNumber', { loadId: shipment.loadId })}`}
              </>
            }
            stops={stops}
          />
          {totalCents !== null && (
            <Text component="span" fw={700} size="lg">
              {formatCardPrice(totalCents, shipment.currency, locale)}
            </Text>
          )}
        </Flex>
        <LoadCardFacts load={shipment}>
          {shipment.driver && showsDriverPersona(module, roles) && (
            <LoadCardFact>{t('myLoads.card.driver', { name: shipment.driver.driverName })}</LoadCardFact>
          )}
        </LoadCardFacts>
      </UnstyledButton>
      <CardButtons shipment={shipment} module={module} actions={actions} />
      <Box id={detailsId} hidden={!isExpanded}>
        {isExpanded && <ShipmentCardDetails shipmentId={shipment.shipmentId} />}
      </Box>
    </Paper>
  );
});
