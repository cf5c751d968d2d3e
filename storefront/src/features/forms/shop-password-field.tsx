import { useTranslation } from 'react-i18next';
import { PasswordField } from '@lumen/design-system';

/**
 * The password field of the shop's forms, with its texts: `new-password` lists and checks the §5
 * rules as the shopper types, `current-password` only asks for something. The label is "Passwort"
 * unless a form names two (the current and the new one).
 */
export function ShopPasswordField({
  autoComplete,
  value,
  onChange,
  error,
  label,
  name = 'password',
}: {
  autoComplete: 'new-password' | 'current-password';
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  label?: string;
  name?: string;
}) {
  const { t } = useTranslation();
  return (
    <PasswordField
      messages={t('validation', { returnObjects: true }) as { required: string; password: never }}
      ruleStateLabels={{ passed: t('signIn.rulePassed'), unmet: t('signIn.ruleUnmet') }}
      showLabel={t('signIn.showPassword')}
      hideLabel={t('signIn.hidePassword')}
      requiredLabel={t('signIn.required')}
      label={label ?? t('form_fields.password')}
      name={name}
      autoComplete={autoComplete}
      required
      value={value}
      onValueChange={onChange}
      {...(error && { error })}
    />
  );
}
