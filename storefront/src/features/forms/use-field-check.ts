import { useTranslation } from 'react-i18next';
import { validationText } from '@lumen/design-system';
import type { ValidationResult } from '@lumen/domain';

/** The first failed check of a field, as its translated text; undefined when it passes. */
export function useFieldCheck() {
  const { t } = useTranslation();
  const texts = t('validation', { returnObjects: true }) as object;
  return (...results: ValidationResult<string>[]) => {
    const failed = results.find((result) => !result.ok);
    return failed && !failed.ok ? validationText(failed.message, texts) : undefined;
  };
}
