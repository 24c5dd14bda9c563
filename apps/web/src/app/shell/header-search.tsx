import { type FormEvent } from 'react';
import { ActionIcon, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { loadReferenceSearchSchema } from '@freight/domain/load-reference';
import { SearchIcon } from '../../components/ui/icons';
import { paths } from '../../config/paths';
import type { ReferenceSearchState } from '../../lib/navigation-state';

type HeaderSearchProps = { onSearch?: () => void };

/**
 * "Search by Load #" (D3-2.29): a non-empty trimmed reference opens the results with it. One field that
 * shows no error, on every page: the browser's own form and the domain's schema, without a form library
 * (decision 053).
 */
export function HeaderSearch({ onSearch }: HeaderSearchProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const reference = new FormData(event.currentTarget).get('reference');
    // A blank reference searches nothing, without a word (D1-5.10).
    const parsed = loadReferenceSearchSchema.safeParse({ reference });
    if (!parsed.success) return;
    const state: ReferenceSearchState = parsed.data;
    void navigate(paths.app.searchResults.getHref(), { state });
    onSearch?.();
  };

  return (
    <form role="search" onSubmit={handleSubmit}>
      <TextInput
        name="reference"
        aria-label={t('header.searchLabel')}
        placeholder={t('header.searchLabel')}
        rightSection={
          <ActionIcon type="submit" variant="subtle" aria-label={t('header.searchSubmit')}>
            <SearchIcon size={16} />
          </ActionIcon>
        }
      />
    </form>
  );
}
