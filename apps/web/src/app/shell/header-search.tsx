import { useState, type FormEvent } from 'react';
import { ActionIcon, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SearchIcon } from '../../components/ui/icons';
import { paths } from '../../config/paths';
import type { ReferenceSearchState } from '../../lib/navigation-state';

type HeaderSearchProps = { onSearch?: () => void };

/** "Search by Load #" (D3-2.29): a non-empty trimmed reference opens the results with it. */
export function HeaderSearch({ onSearch }: HeaderSearchProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [value, setValue] = useState('');

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const reference = value.trim();
    if (!reference) return;
    const state: ReferenceSearchState = { reference };
    void navigate(paths.app.searchResults.getHref(), { state });
    onSearch?.();
  };

  return (
    <form role="search" onSubmit={handleSubmit}>
      <TextInput
        aria-label={t('header.searchLabel')}
        placeholder={t('header.searchLabel')}
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
        rightSection={
          <ActionIcon type="submit" variant="subtle" aria-label={t('header.searchSubmit')}>
            <SearchIcon size={16} />
          </ActionIcon>
        }
      />
    </form>
  );
}
