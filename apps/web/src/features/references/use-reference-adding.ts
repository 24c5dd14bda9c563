import { useTranslation } from 'react-i18next';
import { canAddReference } from '@freight/domain/references/add-reference-access';
import { referenceTypesFor } from '@freight/domain/references/reference-types';
import { useAuth } from '../../lib/auth/auth-context';
import { useConfig } from '../../lib/config-provider';
import { useFormatLocale } from '../../lib/format-locale';
import type { ReferenceShipment } from './api/get-shipment-references';

// What the web shows of Add Reference for a shipment, by the rules the server checks again
// (@freight/domain/references): whether the signed-in user is offered it (D2-6.06) and the types, by
// their labels in the user's language, sorted (D2-5.33). A type the catalogues do not name shows as it is.

export type ReferenceAdding = {
  canAdd: boolean;
  /** The types of the shipment's source or division, sorted by label. */
  types: string[];
  labelOf: (type: string) => string;
};

export function useReferenceAdding(shipment: ReferenceShipment | null | undefined): ReferenceAdding {
  const { t } = useTranslation();
  const { claims } = useAuth();
  const config = useConfig();
  const locale = useFormatLocale();
  const labels = t('references.types', { returnObjects: true }) as Record<string, string>;
  const labelOf = (type: string) => (Object.hasOwn(labels, type) ? labels[type]! : type);
  if (!shipment) return { canAdd: false, types: [], labelOf };
  const scope = { sourceSystem: shipment.sourceSystem, division: shipment.division };
  const canAdd = canAddReference(
    { roles: claims?.roles ?? [], isAssignedDriver: shipment.isCallerDriver },
    { ...scope, module: shipment.myLoadsBucket },
    config,
  );
  return { canAdd, types: referenceTypesFor(scope, config, { labelOf, locale }), labelOf };
}
