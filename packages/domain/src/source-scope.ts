// Much of the configuration applies per source system or per SOURCE/DIVISION (D2-6.15): lists that name
// where a feature is on, and records keyed the same way whose division entry wins over the source's.

/** A shipment's source system and division, which the configuration is keyed by. */
export type SourceScope = { sourceSystem: string; division: string | null };

/** Whether a configured list names the shipment's source: a source system (every division) or SOURCE/DIVISION. */
export function isSourceListed(sources: readonly string[], shipment: SourceScope): boolean {
  return (
    sources.includes(shipment.sourceSystem) ||
    (shipment.division !== null && sources.includes(`${shipment.sourceSystem}/${shipment.division}`))
  );
}

/** The entry of a record keyed by SOURCE/DIVISION or by source system (the division entry wins). */
export function entryForSource<T>(record: Readonly<Record<string, T>>, shipment: SourceScope): T | undefined {
  const own = (key: string) => (Object.hasOwn(record, key) ? record[key] : undefined);
  return (
    (shipment.division !== null ? own(`${shipment.sourceSystem}/${shipment.division}`) : undefined) ??
    own(shipment.sourceSystem)
  );
}
