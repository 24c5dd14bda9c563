import { describe, expect, it } from 'vitest';
import { memberRoleFilters } from '@freight/domain/people/member-roles';
import { userFormIssues } from '@freight/domain/people/user-form';
import { roles } from '@freight/domain/roles';
import { catalogues } from './catalogues';
import { languages } from './languages';

// The user form's rules answer codes (decision 055): the form shows `web:users.form.errors.<code>`,
// the API `errors:users.fields.<code>`; both say the same thing in each language.

describe('texts of the user form and Manage Users', () => {
  it.each(languages)('[D3-1.03] every code of the user form has its texts in %s', (language) => {
    const form: Record<string, string> = catalogues[language].web.users.form.errors;
    const api: Record<string, string> = catalogues[language].errors.users.fields;
    for (const code of userFormIssues) {
      expect(form[code]?.trim(), code).toBeTruthy();
      expect(api[code], code).toBe(form[code]);
    }
    const filters: Record<string, string> = catalogues[language].web.users.filters;
    expect(Object.keys(filters)).toEqual([...memberRoleFilters]);
    const roleNames: Record<string, string> = catalogues[language].web.users.roles;
    expect(Object.keys(roleNames).sort()).toEqual([...roles].sort());
  });

  it('[D3-5.12] [D3-9.11] [D3-8.06] [D3-2.40] keep the texts the spec quotes', () => {
    const { users } = catalogues.en.web;
    expect(users.form.errors.tractorNumber).toBe('Please enter valid tractor number');
    expect(users.card.neverLoggedIn).toBe('Never Logged In');
    expect(users.noMatches).toBe('No matches found, please modify your search.');
    expect(catalogues.en.errors.users.added).toBe('User details has been added successfully');
    expect(catalogues.en.errors.users.updated).toBe('User details has been updated successfully');
    expect(catalogues.en.errors.users.delinked).toBe('User has been delinked successfully');
    expect(catalogues.en.errors.users.alreadyInCarrier).toBe('User already exist in current carrier');
    expect(users.profile.deleteFailed).toBe('We are having trouble to delete. Please try again later.');
    expect(users.form.unsavedQuestion).toBe('Are you sure you want to navigate? Form data will get lost.');
  });
});
