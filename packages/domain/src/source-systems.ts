// The source systems that post loads and tender shipments (D1-1.10, D2-6), and the load types
// (equipment kinds) each one carries (D1-1.11).
export const sourceSystems = ['ASL', 'MERCURYGATE', 'MASTERMIND', 'OTMNONASSET', 'TRINIUM'] as const;
export type SourceSystem = (typeof sourceSystems)[number];

export const loadTypes = [
  'Brokerage',
  'Power Only',
  'PO Dray',
  'Freight Under Management',
  'Port Dray',
] as const;
export type LoadType = (typeof loadTypes)[number];

export const sourceSystemInfo: Record<SourceSystem, { description: string; loadTypes: readonly LoadType[] }> =
  {
    ASL: { description: 'asset-based transport system', loadTypes: ['Power Only'] },
    MERCURYGATE: { description: 'brokerage system', loadTypes: ['Brokerage'] },
    MASTERMIND: { description: 'power-only and dray system', loadTypes: ['Power Only', 'PO Dray'] },
    OTMNONASSET: { description: 'non-asset system', loadTypes: ['Freight Under Management'] },
    TRINIUM: { description: 'port-dray system', loadTypes: ['Port Dray'] },
  };

export function isSourceSystem(value: unknown): value is SourceSystem {
  return typeof value === 'string' && (sourceSystems as readonly string[]).includes(value);
}

export function isLoadType(value: unknown): value is LoadType {
  return typeof value === 'string' && (loadTypes as readonly string[]).includes(value);
}
