import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Kind, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { executionStatuses, myLoadBuckets, shipmentStates } from '@freight/domain/shipment-states';
import { stopTypes } from '@freight/domain/stops';
import { platformDir } from './paths';

// The schema's closed sets are written in SDL for the contract and as constants in packages/domain for
// the code; this keeps the two the same list.
function enumValues(): Map<string, string[]> {
  const document = parse(readFileSync(join(platformDir, 'vocabulary.graphql'), 'utf8'));
  return new Map(
    document.definitions.flatMap((definition) =>
      definition.kind === Kind.ENUM_TYPE_DEFINITION
        ? [[definition.name.value, (definition.values ?? []).map((value) => value.name.value)]]
        : [],
    ),
  );
}

describe('the schema vocabulary', () => {
  it.each([
    ['ShipmentState', shipmentStates],
    ['MyLoadBucket', myLoadBuckets],
    ['StopType', stopTypes],
    ['ExecutionStatus', executionStatuses],
  ])('%s lists the values of its domain constant', (name, values) => {
    expect(enumValues().get(name)).toEqual([...values]);
  });
});
