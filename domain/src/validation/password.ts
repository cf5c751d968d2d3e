import { z } from 'zod';
import type { ValidationMessage } from './validation-message.ts';

/** §5 password rules, in the order a checklist under the password field shows them. */
export const passwordRules = ['length', 'noSpaces', 'lowercase', 'uppercase', 'special'] as const;
export const PasswordRuleSchema = z.enum(passwordRules);
export type PasswordRule = z.infer<typeof PasswordRuleSchema>;

export const minPasswordLength = 8;
export const maxPasswordLength = 70;

const ruleMessages: Record<PasswordRule, ValidationMessage> = {
  length: { key: 'validation.password.length', params: { min: minPasswordLength, max: maxPasswordLength } },
  noSpaces: { key: 'validation.password.noSpaces' },
  lowercase: { key: 'validation.password.lowercase' },
  uppercase: { key: 'validation.password.uppercase' },
  special: { key: 'validation.password.special' },
};

// Letters of any alphabet count for the case rules (Ä is upper case); a special character is
// anything that is neither letter, digit nor whitespace, so `!`, `_` and `€` all count.
function passes(rule: PasswordRule, value: string): boolean {
  switch (rule) {
    case 'length': {
      const length = [...value].length;
      return length >= minPasswordLength && length <= maxPasswordLength;
    }
    case 'noSpaces':
      return !/\s/u.test(value);
    case 'lowercase':
      return /\p{Ll}/u.test(value);
    case 'uppercase':
      return /\p{Lu}/u.test(value);
    case 'special':
      return /[^\p{L}\p{N}\s]/u.test(value);
  }
}

export interface PasswordChecklistItem {
  rule: PasswordRule;
  passed: boolean;
  message: ValidationMessage;
}

/** Every §5 password rule with whether the value meets it, for the checklist shown while typing. */
export function passwordChecklist(value: string): PasswordChecklistItem[] {
  return passwordRules.map((rule) => ({ rule, passed: passes(rule, value), message: ruleMessages[rule] }));
}

export type PasswordResult =
  { ok: true } | { ok: false; reason: PasswordRule; failedRules: PasswordRule[]; message: ValidationMessage };

/**
 * §5 password: 8 to 70 characters (code points), no whitespace, at least one lower-case letter,
 * one upper-case letter and one special character. A failure names every rule it breaks
 * (`failedRules`) and carries the first one's message as the one to show under the field.
 */
export function checkPassword(value: string): PasswordResult {
  const failedRules = passwordChecklist(value)
    .filter((item) => !item.passed)
    .map((item) => item.rule);
  const first = failedRules[0];
  return first === undefined
    ? { ok: true }
    : { ok: false, reason: first, failedRules, message: ruleMessages[first] };
}
