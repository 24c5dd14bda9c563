import { useId, useState } from 'react';
import { Button, Collapse, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { groupCommodities } from '@freight/domain/load-details';
import { formatCount, formatWeight } from '@freight/domain/load-format';
import { useFormatLocale } from '../../../lib/format-locale';
import type { ShipmentCommodity } from './api/get-shipment-details';

// The Commodities tab (D1-9.06, D2-2.39): the first 4 distinct commodities (description and
// packaging), the others under a collapsible 'Additional Commodities'.

function CommodityTable({ commodities }: { commodities: readonly ShipmentCommodity[] }) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  return (
    <Table>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('loadDetails.commodity.description')}</Table.Th>
          <Table.Th scope="col">{t('loadDetails.commodity.packaging')}</Table.Th>
          <Table.Th scope="col" ta="right">
            {t('loadDetails.commodity.units')}
          </Table.Th>
          <Table.Th scope="col" ta="right">
            {t('loadDetails.commodity.weight')}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {commodities.map((commodity) => (
          <Table.Tr key={`${commodity.commodityDesc}|${commodity.packagingType ?? ''}`}>
            <Table.Td>{commodity.commodityDesc}</Table.Td>
            <Table.Td>{commodity.packagingType ?? ''}</Table.Td>
            <Table.Td ta="right">
              {commodity.unitCount == null ? '' : formatCount(commodity.unitCount, locale)}
            </Table.Td>
            <Table.Td ta="right">
              {commodity.weight == null
                ? ''
                : [formatWeight(commodity.weight, locale), commodity.weightUnit].filter(Boolean).join(' ')}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

export function CommoditiesTab({ commodities }: { commodities: readonly ShipmentCommodity[] }) {
  const { t } = useTranslation();
  const [isExpanded, setExpanded] = useState(false);
  const additionalId = useId();
  const { shown, additional } = groupCommodities(commodities);

  if (shown.length === 0) return <Text size="sm">{t('loadDetails.noCommodities')}</Text>;
  return (
    <Stack gap="xs">
      <CommodityTable commodities={shown} />
      {additional.length > 0 && (
        <>
          <Button
            variant="subtle"
            size="compact-sm"
            justify="flex-start"
            aria-expanded={isExpanded}
            aria-controls={additionalId}
            onClick={() => setExpanded((current) => !current)}
          >
            {t('loadDetails.commodity.additionalCount', { count: additional.length })}
          </Button>
          <Collapse id={additionalId} expanded={isExpanded} keepMounted={false}>
            <CommodityTable commodities={additional} />
          </Collapse>
        </>
      )}
    </Stack>
  );
}
