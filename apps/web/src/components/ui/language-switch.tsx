import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { changeLanguage, isLanguage, languages, type Language } from '../../lib/i18n';

// Each name carries its own `lang`, so a screen reader pronounces "Français" in French.
const languageOptions = languages.map(({ code, name }) => ({
  value: code,
  label: <span lang={code}>{name}</span>,
}));

/** `onChange` is what a choice does: switching the app's language unless the screen says otherwise. */
export function LanguageSwitch({
  onChange = changeLanguage,
}: {
  onChange?: (language: Language) => unknown;
}) {
  const { t, i18n } = useTranslation();
  const current = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';

  const handleChange = (value: string) => {
    if (isLanguage(value)) void onChange(value);
  };

  return (
    <SegmentedControl
      aria-label={t('app.language')}
      size="xs"
      value={current}
      onChange={handleChange}
      data={languageOptions}
    />
  );
}
