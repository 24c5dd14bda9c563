import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { findViolations } from '../../../test/dom';
import type { FakeAnswer } from '../../../test/fake-api';
import { renderWithApi } from '../../../test/render-with-api';
import { TrackingLog } from './tracking-log';

beforeAll(async () => {
  await initI18n(null);
});

afterEach(async () => {
  await changeLanguage('en', null);
});

const position = (
  recordedAt: string,
  latitude: number,
  place: { name: string; state: string } | null = null,
) => ({
  recordedAt,
  receivedAt: recordedAt,
  latitude,
  longitude: -88.0817,
  accuracy: 12.4,
  place,
});

// Two pages: the newest two, then the one before the oldest of them.
const answerLog: FakeAnswer<'myTrackingLog'> = (variables) => ({
  data: {
    myTrackingLog: variables.before
      ? { shipmentId: 'SH-1', hasMore: false, positions: [position('2026-11-24T13:45:00.000Z', 41.51)] }
      : {
          shipmentId: 'SH-1',
          hasMore: true,
          positions: [
            position('2026-11-24T14:30:00.000Z', 41.6986),
            position('2026-11-24T14:00:00.000Z', 41.525, { name: 'Joliet', state: 'IL' }),
          ],
        },
  },
});

function renderLog(answer: FakeAnswer<'myTrackingLog'> = answerLog) {
  return renderWithApi(<TrackingLog shipmentId="SH-1" timeZone="America/Chicago" pageSize={2} />, {
    roles: ['carrierDriver'],
    api: { graphql: { myTrackingLog: answer } },
  });
}

describe('TrackingLog', () => {
  it('[D2-7.25] lists the times (in the zone given) and places sent, named by the nearest town when known, newest first, and pages back', async () => {
    const { variablesOf } = renderLog();

    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Nov 24, 2026, 8:30 AM41.69860, -88.08170± 12 m',
      'Nov 24, 2026, 8:00 AMNear Joliet, IL41.52500, -88.08170± 12 m',
    ]);
    expect(within(table).getByText('Times in Central Standard Time')).toBeTruthy();
    expect(await findViolations(document.body)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Show older positions' }));

    expect(await within(table).findByText('Nov 24, 2026, 7:45 AM')).toBeTruthy();
    expect(variablesOf('myTrackingLog')).toEqual([
      { shipmentId: 'SH-1', first: 2 },
      { shipmentId: 'SH-1', first: 2, before: '2026-11-24T14:00:00.000Z' },
    ]);
    expect(screen.queryByRole('button', { name: 'Show older positions' })).toBeNull();
  });

  it('says when nothing was sent', async () => {
    renderLog(() => ({ data: { myTrackingLog: { shipmentId: 'SH-1', hasMore: false, positions: [] } } }));

    expect(await screen.findByText('No position has been sent for this trip.')).toBeTruthy();
  });

  it('renders in French, with French numbers and dates', async () => {
    await changeLanguage('fr', null);
    renderLog();

    const table = await screen.findByRole('table');
    expect(screen.getByRole('heading', { name: 'Mon journal de suivi' })).toBeTruthy();
    const first = within(table).getAllByRole('row')[1]!;
    expect(first.textContent).toContain('41,69860 ; -88,08170');
    expect(first.textContent).toContain('2026');
    expect(screen.getByRole('button', { name: 'Afficher les positions plus anciennes' })).toBeTruthy();
  });
});
