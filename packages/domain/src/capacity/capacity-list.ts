import type { CapacitySegment } from './capacity-form';

// The Manage capacity list (D3-2.52, D3-4.45, D3-9.06): which capacities a segment shows, the list
// after an add, an edit or a delete, and what "Show only capacities with results" keeps.

/** TRUCK or LANE, as the API answers it. */
export type ListedCapacity = { capacityId: string; capacityType: string; loadCount?: number | null };

/** ALL shows both kinds; TRUCK and LANE their own (D3-2.52). */
export function isInSegment(
  capacity: Pick<ListedCapacity, 'capacityType'>,
  segment: CapacitySegment,
): boolean {
  return segment === 'ALL' || capacity.capacityType === segment;
}

/** Each capacity once, the first occurrence kept (D3-4.45): a page fetched after an add may repeat one. */
export function uniqueCapacities<T extends ListedCapacity>(items: readonly T[]): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    if (seen.has(item.capacityId)) return false;
    seen.add(item.capacityId);
    return true;
  });
}

/** An added capacity goes to the front (D3-4.45). */
export function withAddedCapacity<T extends ListedCapacity>(items: readonly T[], added: T): T[] {
  return uniqueCapacities([added, ...items]);
}

/** An edited capacity replaces the one with its id, where it was (D3-4.45). */
export function withEditedCapacity<T extends ListedCapacity>(items: readonly T[], edited: T): T[] {
  return uniqueCapacities(items.map((item) => (item.capacityId === edited.capacityId ? edited : item)));
}

export function withoutCapacity<T extends ListedCapacity>(items: readonly T[], capacityId: string): T[] {
  return items.filter((item) => item.capacityId !== capacityId);
}

/** "Show only capacities with results" (D3-2.52): those whose count of matching loads is above zero. */
export function hasResults(capacity: Pick<ListedCapacity, 'loadCount'>): boolean {
  return (capacity.loadCount ?? 0) > 0;
}
