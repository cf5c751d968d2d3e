import { useTranslation } from 'react-i18next';
import { Field, FieldError, FieldLabel, Input } from '@lumen/design-system';

/** The required email address of the shop's forms, with its label and the error to show. */
export function EmailField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Field invalid={error !== undefined} required>
      <FieldLabel>{t('form_fields.email')}</FieldLabel>
      <Input
        type="email"
        name="email"
        autoComplete="email"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && <FieldError>{error}</FieldError>}
    </Field>
  );
}
