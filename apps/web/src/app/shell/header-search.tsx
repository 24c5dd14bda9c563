import { ActionIcon, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { loadReferenceSearchSchema } from '@freight/domain/load-reference';
import { SearchIcon } from '../../components/ui/icons';
import { paths } from '../../config/paths';
import { useSchemaForm } from '../../lib/forms/use-schema-form';
import type { ReferenceSearchState } from '../../lib/navigation-state';

type HeaderSearchProps = { onSearch?: () => void };

/** "Search by Load #" (D3-2.29): a non-empty trimmed reference opens the results with it. */
export function HeaderSearch({ onSearch }: HeaderSearchProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // A blank reference searches nothing, without a word (D1-5.10).
  const { form } = useSchemaForm({ initialValues: { reference: '' }, schema: loadReferenceSearchSchema });

  const handleSubmit = form.onSubmit((values) => {
    const state: ReferenceSearchState = loadReferenceSearchSchema.parse(values);
    void navigate(paths.app.searchResults.getHref(), { state });
    onSearch?.();
  });

  return (
    <form role="search" onSubmit={handleSubmit}>
      <TextInput
        aria-label={t('header.searchLabel')}
        placeholder={t('header.searchLabel')}
        {...form.getInputProps('reference', { withError: false })}
        rightSection={
          <ActionIcon type="submit" variant="subtle" aria-label={t('header.searchSubmit')}>
            <SearchIcon size={16} />
          </ActionIcon>
        }
      />
    </form>
  );
}
