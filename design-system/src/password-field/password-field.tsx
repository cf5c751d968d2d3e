import {
  checkPassword,
  checkRequired,
  passwordChecklist,
  type PasswordChecklistItem,
  type PasswordResult,
  type PasswordRule,
  type ValidationMessage,
} from '@lumen/domain';
import { cva } from 'class-variance-authority';
import { useId, useState, type ReactNode, type Ref } from 'react';
import { validationText } from '../lib/validation-text.ts';
import { Button } from '../button/button.tsx';
import { Field, FieldDescription, FieldError, FieldLabel } from '../field/field.tsx';
import { CheckIcon, CloseIcon } from '../icons/icons.tsx';
import { MinusIcon } from '../icons/form-icons.tsx';
import { Input, type InputProps } from '../input/input.tsx';
import { cn } from '../lib/cn.ts';

/*
 * §5 password with its rules listed under the input: each rule shows, live, whether the password
 * meets it (the domain's `passwordChecklist`), and a rule that flips is said politely by a status
 * region, so a screen reader user hears "Mindestens ein Großbuchstabe, erfüllt" as they type
 * without the whole list being read again. A toggle shows the password as plain text.
 */

export const passwordFieldVariants = cva('w-full');

/** How a rule is drawn: met, not met yet while typing, or not met once the field shows an error. */
export type PasswordRuleState = 'passed' | 'unmet' | 'failed';

/** The `validation` texts the field shows (the storefront's `validation` object fits). */
export type PasswordFieldMessages = {
  /** Needed when the field is `required`. */
  required?: string;
  /** `validation.password.*`: the rules' texts; `length` may hold `{{min}}` and `{{max}}`. */
  password: Record<PasswordRule, string>;
};

/** Props of `PasswordField`: texts, toggle labels, value and the input's own props. */
export type PasswordFieldProps = Pick<InputProps, 'name' | 'size' | 'onBlur' | 'disabled'> & {
  label: ReactNode;
  description?: ReactNode;
  messages: PasswordFieldMessages;
  /** Read out after each rule: whether it is met ("erfüllt", "nicht erfüllt"). */
  ruleStateLabels: { passed: string; unmet: string };
  /** Text of the toggle while the password is hidden ("Anzeigen") and while it is shown ("Verbergen"). */
  showLabel: string;
  hideLabel: string;
  requiredLabel?: string;
  required?: boolean;
  /**
   * `new-password` (registration, change) lists and checks the §5 rules; `current-password`
   * (sign-in) checks only that something was typed, as old passwords may predate the rules.
   */
  autoComplete?: 'new-password' | 'current-password';
  value?: string;
  defaultValue?: string;
  /** Called with the value and the domain's verdict on it. */
  onValueChange?: (value: string, result: PasswordResult) => void;
  /** An error from elsewhere (the server); shown instead of the field's own. */
  error?: string;
  className?: string;
  ref?: Ref<HTMLInputElement>;
};

function passwordError(value: string, { required, rules }: { required: boolean; rules: boolean }) {
  if (required) {
    const filled = checkRequired(value);
    if (!filled.ok) return filled.message;
  }
  if (!rules || value === '') return undefined;
  const result = checkPassword(value);
  return result.ok ? undefined : result.message;
}

// The checklist as the list shows it: nothing typed meets nothing yet, not even "no spaces".
function shownChecklist(value: string): PasswordChecklistItem[] {
  return passwordChecklist(value).map((item) => ({ ...item, passed: item.passed && value !== '' }));
}

function ruleState(item: PasswordChecklistItem, showsError: boolean): PasswordRuleState {
  if (item.passed) return 'passed';
  return showsError ? 'failed' : 'unmet';
}

function RuleIcon({ state }: { state: PasswordRuleState }) {
  switch (state) {
    case 'passed':
      return <CheckIcon />;
    case 'failed':
      return <CloseIcon />;
    case 'unmet':
      return <MinusIcon />;
  }
}

export function PasswordField({
  label,
  description,
  messages,
  ruleStateLabels,
  showLabel,
  hideLabel,
  requiredLabel,
  required = false,
  autoComplete = 'new-password',
  value,
  defaultValue = '',
  onValueChange,
  error,
  className,
  onBlur,
  ...inputProps
}: PasswordFieldProps) {
  const id = useId();
  const inputId = `${id}-input`;
  const checklistId = `${id}-checklist`;
  const rules = autoComplete === 'new-password';

  const [ownValue, setOwnValue] = useState(defaultValue);
  const current = value ?? ownValue;
  const [visible, setVisible] = useState(false);
  const [message, setMessage] = useState<ValidationMessage>();
  const [edited, setEdited] = useState(false);
  const [announcement, setAnnouncement] = useState<{ flips: PasswordChecklistItem[]; blurError?: string }>({
    flips: [],
  });

  const checklist = shownChecklist(current);
  const showsError = error !== undefined || message !== undefined;
  const errorText = error ?? (message && validationText(message, messages));
  const ruleText = (item: PasswordChecklistItem) => validationText(item.message, messages);

  function change(next: string) {
    if (value === undefined) setOwnValue(next);
    setEdited(true);
    if (message) setMessage(passwordError(next, { required, rules }));
    if (rules) {
      const before = shownChecklist(current);
      const flips = shownChecklist(next).filter((item, index) => item.passed !== before[index]?.passed);
      if (flips.length > 0) setAnnouncement({ flips });
    }
    onValueChange?.(next, checkPassword(next));
  }

  return (
    <Field
      data-slot="password-field"
      controlId={inputId}
      required={required}
      disabled={inputProps.disabled}
      className={cn(passwordFieldVariants(), className)}
    >
      <FieldLabel requiredLabel={requiredLabel}>{label}</FieldLabel>
      <Input
        {...inputProps}
        data-slot="password-field-input"
        type={visible ? 'text' : 'password'}
        autoComplete={autoComplete}
        autoCapitalize="off"
        spellCheck={false}
        aria-describedby={rules ? checklistId : undefined}
        value={current}
        onChange={(event) => change(event.currentTarget.value)}
        onBlur={(event) => {
          if (edited || current !== '' || message) {
            const next = passwordError(current, { required, rules });
            setMessage(next);
            setAnnouncement({ flips: [], blurError: next && validationText(next, messages) });
          }
          onBlur?.(event);
        }}
        endAdornment={
          <Button
            data-slot="password-field-toggle"
            data-visible={visible || undefined}
            variant="ghost"
            size="sm"
            aria-controls={inputId}
            disabled={inputProps.disabled}
            className="-me-1.5 h-8 px-2 text-accent"
            onClick={() => setVisible((shown) => !shown)}
          >
            {visible ? hideLabel : showLabel}
          </Button>
        }
      />
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldError>{errorText}</FieldError>
      {rules && (
        <ul id={checklistId} data-slot="password-field-checklist" className="flex flex-col gap-1 text-sm">
          {checklist.map((item) => {
            const state = ruleState(item, showsError);
            return (
              <li
                key={item.rule}
                data-slot="password-field-rule"
                data-rule={item.rule}
                data-state={state}
                className={cn(
                  'flex items-start gap-2 text-foreground-muted [&_svg]:mt-0.5 [&_svg]:size-4 [&_svg]:shrink-0',
                  'data-[state=failed]:text-danger data-[state=passed]:text-success',
                )}
              >
                <RuleIcon state={state} />
                <span>
                  {ruleText(item)}
                  <span className="sr-only">
                    , {state === 'passed' ? ruleStateLabels.passed : ruleStateLabels.unmet}
                  </span>
                </span>
              </li>
            );
          })}
        </ul>
      )}
      <div role="status" data-slot="password-field-announcer" className="sr-only">
        {announcement.flips.map((item) => (
          <span key={item.rule}>
            {ruleText(item)}, {item.passed ? ruleStateLabels.passed : ruleStateLabels.unmet}.{' '}
          </span>
        ))}
        {announcement.blurError && error === undefined && (
          <>
            <span>{label}</span> <span>{announcement.blurError}</span>
          </>
        )}
      </div>
    </Field>
  );
}
