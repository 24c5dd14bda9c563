import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { locationReportBatchSchema, locationReportSchema } from './location-report-schema';

const issuesOf = (schema: z.ZodMiniType, value: unknown) => {
  const result = z.safeParse(schema, value);
  return result.success ? [] : result.error.issues.map(({ path, message }) => [path.join('.'), message]);
};

const report = {
  messageType: 'LOCATION',
  activity: 'IN_TRANSIT',
  shipmentId: 'SHP-100234',
  carrierScac: 'GLFC',
  userId: 'driver@demo.freight.test',
  sourceSystem: 'MERCURYGATE',
  carrierId: 'C-1001',
  stopId: 'STP-1',
  sequenceNo: 1,
  locationId: 'LOC-77',
  latitude: 41.525,
  longitude: -88.0817,
  accuracy: 12.5,
  speed: 21.4,
  heading: 359.9,
  recordedAt: '2026-11-24T08:30:00-06:00',
};

const without = (...fields: string[]) =>
  Object.fromEntries(Object.entries(report).filter(([field]) => !fields.includes(field)));

describe('locationReportSchema', () => {
  it('[D2-3.18] [D2-4.58] takes the tracking extras and the fix', () => {
    expect(z.parse(locationReportSchema, report)).toEqual(report);
  });

  it('[D2-4.58] the stop, the activity and what the device may not know can be left out or null', () => {
    const optionalFields = [
      'activity',
      'carrierScac',
      'stopId',
      'sequenceNo',
      'locationId',
      'speed',
      'heading',
    ];
    const required = without(...optionalFields);
    expect(issuesOf(locationReportSchema, required)).toEqual([]);
    const nulls = Object.fromEntries(optionalFields.map((field) => [field, null]));
    expect(issuesOf(locationReportSchema, { ...required, ...nulls })).toEqual([]);
  });

  it.each([
    ['latitude', 90.0001, 'outOfRange'],
    ['latitude', -90.0001, 'outOfRange'],
    ['longitude', 180.5, 'outOfRange'],
    ['accuracy', -1, 'outOfRange'],
    ['speed', -0.1, 'outOfRange'],
    ['heading', 360.1, 'outOfRange'],
    ['sequenceNo', 0, 'outOfRange'],
    ['sequenceNo', 1.5, 'wrongKind'],
    ['latitude', Number.NaN, 'wrongKind'],
    ['longitude', Number.POSITIVE_INFINITY, 'wrongKind'],
    ['latitude', '41.5', 'wrongKind'],
    ['recordedAt', '2026-11-24T08:30:00', 'invalidDate'],
    ['recordedAt', '2026-02-30T08:30:00Z', 'invalidDate'],
    ['recordedAt', 1_764_000_000_000, 'wrongKind'],
  ])('[D2-4.58] %s %s is refused as %s', (field, value, code) => {
    expect(issuesOf(locationReportSchema, { ...report, [field]: value })).toEqual([[field, code]]);
  });

  it.each([
    ['a NUL byte', 'SHP\u0000100', 'invalidText'],
    ['a line break', 'SHP\n100', 'invalidText'],
    ['a lone surrogate', 'SHP\uD800', 'invalidText'],
    ['blank', '   ', 'empty'],
    ['65 characters', 'S'.repeat(65), 'tooLong'],
  ])('[D2-3.18] a shipment id with %s is refused', (_, shipmentId, code) => {
    expect(issuesOf(locationReportSchema, { ...report, shipmentId })).toEqual([['shipmentId', code]]);
  });

  it('[D2-3.18] a missing extra and an unknown field are refused', () => {
    expect(issuesOf(locationReportSchema, without('userId'))).toEqual([['userId', 'missing']]);
    expect(issuesOf(locationReportSchema, { ...report, altitude: 180 })).toEqual([['', 'unexpected']]);
  });
});

describe('locationReportBatchSchema', () => {
  it('[D2-4.58] takes 1 to 100 positions by default', () => {
    const batch = locationReportBatchSchema();
    expect(
      issuesOf(
        batch,
        Array.from({ length: 100 }, () => report),
      ),
    ).toEqual([]);
    expect(
      issuesOf(
        batch,
        Array.from({ length: 101 }, () => report),
      ),
    ).toEqual([['', 'tooMany']]);
    expect(issuesOf(batch, [])).toEqual([['', 'empty']]);
    expect(issuesOf(batch, report)).toEqual([['', 'wrongKind']]);
  });

  it('[D2-4.58] names the position and field of an issue', () => {
    expect(issuesOf(locationReportBatchSchema(3), [report, { ...report, latitude: 91 }])).toEqual([
      ['1.latitude', 'outOfRange'],
    ]);
  });
});
