import type { AppConfig } from '../config';
import { entryForSource, type SourceScope } from '../source-scope';

// The reference types Add Reference offers for a shipment (D2-5.33): "the sorted list of reference
// types for the shipment's source TMS and division", from `references.types`, whose SOURCE/DIVISION
// entry wins over its source system's (source-scope.ts). A source without an entry offers none.

export type ReferenceTypeOrder = {
  /** What the user reads for a type (the web's label in their language); the type itself by default. */
  labelOf?: (type: string) => string;
  /** The language the labels are sorted in (a BCP 47 tag); English by default. */
  locale?: string;
};

/**
 * The configured types of the shipment's source system or SOURCE/DIVISION, each once and sorted by
 * what the user reads, in their language (accents and case aside, numbers by value), then by the type.
 */
export function referenceTypesFor(
  shipment: SourceScope,
  config: Pick<AppConfig, 'references'>,
  { labelOf = (type) => type, locale = 'en' }: ReferenceTypeOrder = {},
): string[] {
  const configured = entryForSource(config.references.types, shipment) ?? [];
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const types = [...new Set(configured.map((type) => type.trim()).filter((type) => type.length > 0))];
  return types.sort((a, b) => collator.compare(labelOf(a), labelOf(b)) || (a < b ? -1 : a > b ? 1 : 0));
}
