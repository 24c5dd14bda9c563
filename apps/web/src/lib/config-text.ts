import type { TextOverride } from '@freight/domain/config';

/**
 * A configurable text (decision 005): the override in the current language, else its English, else
 * the catalogue's text. A plain string override applies to every language.
 */
export function resolveConfigText(
  override: TextOverride | string,
  language: string,
  fallback: string,
): string {
  if (typeof override === 'string') return override.trim() ? override : fallback;
  if (!override) return fallback;
  const text = language.startsWith('fr') ? (override.fr ?? override.en) : (override.en ?? override.fr);
  return text?.trim() ? text : fallback;
}
