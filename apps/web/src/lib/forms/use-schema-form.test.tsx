import { fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider, TextInput } from '@mantine/core';
import { describe, expect, it, vi } from 'vitest';
import { errorTextOf, useSchemaForm, type FormSchema } from './use-schema-form';

// A Standard Schema written by hand: the helper takes any, zod/mini's included.
const nameSchema: FormSchema = {
  '~standard': {
    version: 1,
    vendor: 'test',
    validate: (value) => {
      const { name } = value as { name: string };
      if (name.trim() === '') return { issues: [{ message: 'nameMissing', path: ['name'] }] };
      return { value };
    },
  },
};

const texts: Record<string, string> = { nameMissing: 'Enter a name.' };

function NameForm({ onSave }: { onSave: (values: { name: string }) => void }) {
  const { form, errorOf } = useSchemaForm({
    initialValues: { name: '' },
    schema: nameSchema,
    errorText: (message) => texts[message] ?? message,
  });
  return (
    <form onSubmit={form.onSubmit(onSave)} noValidate>
      <TextInput label="Name" {...form.getInputProps('name')} />
      <output data-testid="error-of">{errorOf('name') ?? ''}</output>
      <button type="submit">Save</button>
    </form>
  );
}

function renderForm() {
  const onSave = vi.fn();
  render(
    <MantineProvider>
      <NameForm onSave={onSave} />
    </MantineProvider>,
  );
  return { onSave, input: screen.getByLabelText('Name') };
}

describe('useSchemaForm', () => {
  it('shows the schema issue of a field in words, tied to the field, and saves nothing', () => {
    const { onSave, input } = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = input.getAttribute('aria-describedby')?.split(' ')[0] ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Enter a name.');
    expect(screen.getByTestId('error-of').textContent).toBe('Enter a name.');
  });

  it('saves the values once the schema passes', () => {
    const { onSave, input } = renderForm();
    fireEvent.change(input, { target: { value: 'Dana' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ name: 'Dana' }, expect.anything());
    expect(screen.queryByText('Enter a name.')).toBeNull();
  });

  it('makes a schema given as a function when it validates', () => {
    const schema = vi.fn(() => nameSchema);
    function Probe() {
      const { form } = useSchemaForm({ initialValues: { name: '' }, schema });
      return (
        <button type="button" onClick={() => form.validate()}>
          Check
        </button>
      );
    }
    render(<Probe />);
    expect(schema).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(schema).toHaveBeenCalledTimes(1);
  });
});

describe('errorTextOf', () => {
  const errorText = (message: string) => `text of ${message}`;

  it('gives the text of a code', () => {
    expect(errorTextOf('nameMissing', errorText)).toBe('text of nameMissing');
  });

  it.each([undefined, null, '', false])('gives nothing for a field without error (%s)', (error) => {
    expect(errorTextOf(error, errorText)).toBeUndefined();
  });

  it('gives nothing for a form whose rules show no words', () => {
    expect(errorTextOf('nameMissing', undefined)).toBeUndefined();
  });
});
