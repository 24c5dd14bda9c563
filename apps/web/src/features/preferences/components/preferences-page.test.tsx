import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@freight/domain/roles';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { findViolations } from '../../../test/dom';
import type { FakeAnswer } from '../../../test/fake-api';
import { renderWithApi, waitForQueries } from '../../../test/render-with-api';
import { PreferencesPage } from './preferences-page';

beforeAll(async () => {
  await initI18n(null);
});

afterEach(async () => {
  await changeLanguage('en', null);
});

const flags = (value: Record<string, boolean>) => JSON.stringify(value);

/** What the server answers for a member who saved nothing yet: the defaults (D3-9.08). */
function defaultAnswer(saved: Record<string, string> = {}) {
  const values: Record<string, string> = {
    viewsettings: 'home',
    preferredcontact: flags({ none: false, sms: true, email: true, 'inapp-notifications': false }),
    preferredtime: flags({
      earlyMorning: true,
      lateMorning: false,
      earlyAfternoon: true,
      lateAfternoon: false,
    }),
    preferreddaysofweek: flags({ weekdays: true, weekends: false }),
    preferredcapacitytype: 'Power Only',
    preferredstatusupdates: flags({ sms: true, email: true, 'inapp-notifications': false }),
    preferredmarketingcommunications: flags({ none: false, sms: false, email: true }),
    ...saved,
  };
  return {
    groups: [],
    updatedAt: Object.keys(saved).length > 0 ? '2026-11-20T10:00:00.000Z' : null,
    preferences: Object.entries(values).map(([key, value]) => ({
      key,
      value,
      userPreferenceExists: key in saved,
    })),
  };
}

function renderPage({
  roles = ['carrierDispatcher'],
  update,
  answer = defaultAnswer(),
}: {
  roles?: Role[];
  update?: FakeAnswer<'updateUserPreference'>;
  answer?: ReturnType<typeof defaultAnswer>;
} = {}) {
  return renderWithApi(<PreferencesPage />, {
    roles,
    api: {
      graphql: {
        getUserPreference: () => ({ data: { getUserPreference: answer } }),
        updateUserPreference:
          update ??
          (({ preference }) => {
            const saved = Object.fromEntries(
              preference.updatePreferences.map((entry) => [entry.key, entry.value]),
            );
            return { data: { updateUserPreference: { preferences: defaultAnswer(saved) } } };
          }),
      },
    },
  });
}

const checkbox = (group: string, name: string) =>
  within(screen.getByRole('group', { name: group })).getByRole('checkbox', { name: new RegExp(`^${name}`) });
const saveButton = () => screen.getByRole('button', { name: 'Save' });

describe('Preferences', () => {
  it('[D3-2.48] shows the accordion groups View Setting, Load Recommendations, Status Updates, Capacity Type and Marketing Communications', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Preferences' })).toBeTruthy();
    await screen.findByRole('group', { name: 'Preferred contact' });
    const groups = screen.getAllByRole('button', { expanded: true }).map((button) => button.textContent);
    expect(groups).toEqual([
      'View Setting',
      'Load Recommendations',
      'Status Updates',
      'Capacity Type',
      'Marketing Communications',
    ]);
    expect(screen.getByRole('radio', { name: 'Home' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Manage My Capacity' })).toBeTruthy();
  });

  it('[D3-9.08] checks the defaults: contact by SMS and e-mail, early morning and afternoon, weekdays, Power Only, marketing by e-mail', async () => {
    renderPage();
    await screen.findByRole('group', { name: 'Preferred contact' });
    const checked = (group: string) =>
      within(screen.getByRole('group', { name: group }))
        .getAllByRole('checkbox')
        .filter((box) => (box as HTMLInputElement).checked)
        .map((box) => box.getAttribute('value'));
    expect(checked('Preferred contact')).toEqual(['sms', 'email']);
    expect(checked('Preferred time')).toEqual(['earlyMorning', 'earlyAfternoon']);
    expect(checked('Preferred days')).toEqual(['weekdays']);
    expect(checked('Send status updates by')).toEqual(['sms', 'email']);
    expect(checked('Send marketing communications by')).toEqual(['email']);
    expect(screen.getByRole('radio', { name: 'Power Only' })).toHaveProperty('checked', true);
  });

  it('[D3-2.50] [D3-2.51] shows only the groups the role sees, and says so when it sees none', async () => {
    renderPage({ roles: ['carrierDriver'] });
    await screen.findByRole('group', { name: 'Send status updates by' });
    expect(screen.queryByText('Load Recommendations')).toBeNull();
    expect(screen.queryByText('Capacity Type')).toBeNull();
    expect(screen.getByText('View Setting')).toBeTruthy();
  });

  it('[D3-2.51] a role with no group sees "Your role does not have access to any preference settings."', async () => {
    renderWithApi(<PreferencesPage />, {
      roles: ['carrierAdmin'],
      config: {
        preferences: {
          groupRoles: {
            VIEW_SETTING: ['carrierDriver'],
            LOAD_RECOMENDATION: [],
            STATUS_UPDATE: [],
            CAPACITY_TYPE: [],
            MARKETING_COMMUNICATIONS: [],
          },
        },
      },
    });
    expect(
      await screen.findByText('Your role does not have access to any preference settings.'),
    ).toBeTruthy();
  });

  it('[D3-2.51] preferences that cannot be read show "No preference available"', async () => {
    renderWithApi(<PreferencesPage />, {
      api: {
        graphql: {
          getUserPreference: () => ({ errors: [{ message: 'x', extensions: { code: 'INTERNAL' } }] }),
        },
      },
    });
    expect(await screen.findByText('No preference available')).toBeTruthy();
  });

  it('[D3-2.49] Save is enabled only after a change, and the edited group is marked Unsaved Changes', async () => {
    renderPage();
    await screen.findByRole('group', { name: 'Preferred contact' });
    expect(saveButton()).toHaveProperty('disabled', true);
    expect(screen.queryByText('Unsaved Changes')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Search' }));
    expect(saveButton()).toHaveProperty('disabled', false);
    const marks = screen.getAllByText('Unsaved Changes');
    expect(marks).toHaveLength(1);
    expect(marks[0]!.closest('button')?.textContent).toContain('View Setting');
    // Back to what was saved: nothing to save again.
    fireEvent.click(screen.getByRole('radio', { name: 'Home' }));
    expect(saveButton()).toHaveProperty('disabled', true);
  });

  it('[D3-4.36] checking none clears every contact option, time and day, and disables times and days', async () => {
    renderPage();
    await screen.findByRole('group', { name: 'Preferred contact' });
    fireEvent.click(checkbox('Preferred contact', 'None'));
    expect(checkbox('Preferred contact', 'SMS')).toHaveProperty('checked', false);
    expect(checkbox('Preferred contact', 'Email')).toHaveProperty('checked', false);
    expect(checkbox('Preferred time', 'Early Morning')).toHaveProperty('checked', false);
    expect(checkbox('Preferred time', 'Early Morning')).toHaveProperty('disabled', true);
    expect(checkbox('Preferred days', 'Weekdays')).toHaveProperty('disabled', true);
  });

  it('[D3-4.37] [D3-4.38] unchecking the last contact option turns none on; unchecking none restores the defaults', async () => {
    renderPage();
    await screen.findByRole('group', { name: 'Preferred contact' });
    fireEvent.click(checkbox('Preferred contact', 'SMS'));
    fireEvent.click(checkbox('Preferred contact', 'Email'));
    expect(checkbox('Preferred contact', 'None')).toHaveProperty('checked', true);
    fireEvent.click(checkbox('Preferred contact', 'None'));
    expect(checkbox('Preferred contact', 'SMS')).toHaveProperty('checked', true);
    expect(checkbox('Preferred contact', 'Email')).toHaveProperty('checked', true);
    expect(checkbox('Preferred time', 'Early Morning')).toHaveProperty('checked', true);
    expect(saveButton()).toHaveProperty('disabled', true);
  });

  it('[D3-4.39] marketing: unchecking its last option turns none on', async () => {
    renderPage();
    await screen.findByRole('group', { name: 'Send marketing communications by' });
    fireEvent.click(checkbox('Send marketing communications by', 'Email'));
    expect(checkbox('Send marketing communications by', 'None')).toHaveProperty('checked', true);
  });

  it('[D3-4.40] [D3-5.25] status updates left empty block the save with the message, and nothing is sent', async () => {
    const { calls } = renderPage();
    await screen.findByRole('group', { name: 'Send status updates by' });
    fireEvent.click(checkbox('Send status updates by', 'SMS'));
    fireEvent.click(checkbox('Send status updates by', 'Email'));
    fireEvent.click(saveButton());
    expect(await screen.findByText('Please select at least one option for status updates.')).toBeTruthy();
    expect(calls.filter((call) => call.operation === 'updateUserPreference')).toEqual([]);
  });

  it('[D3-7.12] [D3-3.10] Save sends only the changed entries, values as strings, then shows them saved', async () => {
    const { variablesOf, queryClient } = renderPage();
    await screen.findByRole('group', { name: 'Send status updates by' });
    fireEvent.click(checkbox('Send status updates by', 'SMS'));
    fireEvent.click(saveButton());
    expect(await screen.findByText('Your preferences have been saved.')).toBeTruthy();
    expect(variablesOf('updateUserPreference')).toEqual([
      {
        preference: {
          domain: 'carrier',
          updatePreferences: [
            {
              key: 'preferredstatusupdates',
              value: flags({ sms: false, email: true, 'inapp-notifications': false }),
            },
          ],
        },
      },
    ]);
    await waitForQueries(queryClient);
    await waitFor(() => expect(saveButton()).toHaveProperty('disabled', true));
    expect(checkbox('Send status updates by', 'SMS')).toHaveProperty('checked', false);
    expect(screen.queryByText('Unsaved Changes')).toBeNull();
  });

  it('a refused save keeps the edits and shows the server message on its group', async () => {
    renderPage({
      update: () => ({
        errors: [
          {
            message: 'Please select at least one option for status updates.',
            extensions: {
              code: 'BAD_USER_INPUT',
              fields: { preferredstatusupdates: 'Please select at least one option for status updates.' },
            },
          },
        ],
      }),
    });
    await screen.findByRole('group', { name: 'Send status updates by' });
    fireEvent.click(checkbox('Send status updates by', 'SMS'));
    fireEvent.click(saveButton());
    expect(await screen.findByText('Please select at least one option for status updates.')).toBeTruthy();
    expect(checkbox('Send status updates by', 'SMS')).toHaveProperty('checked', false);
    expect(saveButton()).toHaveProperty('disabled', false);
  });

  it('[D3-1.03] reads in French, and has no axe violation', async () => {
    await changeLanguage('fr', null);
    const { queryClient } = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Préférences' })).toBeTruthy();
    await waitForQueries(queryClient);
    expect(screen.getByRole('group', { name: 'Envoyer les mises à jour de statut par' })).toBeTruthy();
    expect(await findViolations(document.body)).toEqual([]);
  });
});
