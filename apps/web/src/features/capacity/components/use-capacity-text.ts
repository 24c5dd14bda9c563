import { useTranslation } from 'react-i18next';
import { isWeekday, sortWeekdays } from '@freight/domain/capacity/weekdays';
import { useFormatLocale } from '../../../lib/format-locale';
import { useTrailerTypeLabel } from '../../../lib/trailer-type-label';
import type { CapacityItem } from '../api/capacity-fields';

// How a capacity reads on its card, its View screen and See results' header: places with their
// radius, Anywhere or states, a Truck's dates in its origin's zone and a Lane's days, in the user's
// language through Intl (D3-2.63).

type Location = CapacityItem['origin'];

const placeOf = (location: Pick<Location, 'city' | 'state'>) =>
  [location.city, location.state].filter(Boolean).join(', ');

export function useCapacityText() {
  const { t } = useTranslation('capacity');
  const locale = useFormatLocale();
  const trailerLabel = useTrailerTypeLabel();
  const list = (items: string[]) =>
    new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(items);

  const typeOf = (capacity: Pick<CapacityItem, 'capacityType'>) =>
    capacity.capacityType === 'LANE' ? t('capacity.types.LANE') : t('capacity.types.TRUCK');

  const originPlaceOf = (capacity: CapacityItem) => placeOf(capacity.origin);

  const withRadius = (location: Location | CapacityItem['destination']) =>
    location.radius === null
      ? placeOf(location)
      : t('capacity.placeWithRadius', { place: placeOf(location), miles: location.radius });

  /** A city with its radius, the states, or Anywhere. */
  const destinationOf = (capacity: CapacityItem) => {
    if (capacity.destination.city) return withRadius(capacity.destination);
    if (capacity.destinationStates.length > 0) return list(capacity.destinationStates);
    return t('capacity.anywhere');
  };

  /** A day of a Truck's availability, as its origin's calendar has it. */
  const dateOf = (value: string, timeZone: string | null | undefined) =>
    new Intl.DateTimeFormat(locale, {
      dateStyle: 'medium',
      ...(timeZone ? { timeZone } : {}),
    }).format(new Date(value));

  const daysOf = (capacity: CapacityItem) =>
    list(sortWeekdays(capacity.preferredDays.filter(isWeekday)).map((day) => t(`capacity.days.${day}`)));

  /** A Truck's dates or a Lane's days. */
  const whenOf = (capacity: CapacityItem) => {
    if (capacity.capacityType === 'LANE') return daysOf(capacity);
    if (!capacity.pickUpFromDate || !capacity.pickUpToDate) return '';
    return t('capacity.dates', {
      from: dateOf(capacity.pickUpFromDate, capacity.origin.timeZone),
      to: dateOf(capacity.pickUpToDate, capacity.origin.timeZone),
    });
  };

  /** "Truck from Chicago, IL": how buttons name the capacity they act on. */
  const nameOf = (capacity: CapacityItem) =>
    t('capacity.cardTitle', { type: typeOf(capacity), origin: originPlaceOf(capacity) });

  return {
    typeOf,
    trailerOf: (capacity: CapacityItem) => trailerLabel(capacity.trailerType),
    originOf: (capacity: CapacityItem) => withRadius(capacity.origin),
    destinationOf,
    dateOf,
    daysOf,
    whenOf,
    nameOf,
    route: (capacity: CapacityItem) =>
      t('capacity.route', { origin: withRadius(capacity.origin), destination: destinationOf(capacity) }),
    dateTimeOf: (value: string) =>
      new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value)),
  };
}
