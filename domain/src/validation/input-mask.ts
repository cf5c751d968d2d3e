import { failedCheck } from './failed-check.ts';
import type { ValidationResult } from './validation-message.ts';

/**
 * §5 input mask tokens: `#` a digit, `@` a letter, `*` a letter or digit. Every other character of
 * a mask is a literal the mask writes itself (`##-###` for a Polish zip code, `##.##.####` for a
 * date). Letters are those of any alphabet; digits are 0–9 only.
 */
export const inputMaskTokens = {
  '#': /^[0-9]$/,
  '@': /^\p{L}$/u,
  '*': /^(?:\p{L}|[0-9])$/u,
} as const;

function tokenPattern(slot: string): RegExp | undefined {
  return Object.hasOwn(inputMaskTokens, slot)
    ? inputMaskTokens[slot as keyof typeof inputMaskTokens]
    : undefined;
}

/**
 * Fits raw input into a mask while the customer types: characters that do not fit their slot are
 * skipped, literals are written by the mask, and input beyond the mask is cut off. A literal is
 * written only once something follows it or the customer typed it, so deleting backwards never
 * gets stuck on a separator: `applyInputMask('##.##.####', '0102')` is `01.02`, `'01.'` stays `01.`.
 */
export function applyInputMask(mask: string, raw: string): string {
  const slots = [...mask];
  const input = [...raw];
  let output = '';
  let pendingLiterals = '';
  let position = 0;
  for (const slot of slots) {
    const pattern = tokenPattern(slot);
    if (!pattern) {
      pendingLiterals += slot;
      if (input[position] === slot) {
        output += pendingLiterals;
        pendingLiterals = '';
        position += 1;
      }
      continue;
    }
    const fitting = input.findIndex((char, index) => index >= position && pattern.test(char));
    if (fitting === -1) break;
    output += pendingLiterals + input[fitting]!;
    pendingLiterals = '';
    position = fitting + 1;
  }
  return output;
}

/** Whether a value fills its mask completely: every slot holds a fitting character, every literal is in place. */
export function isInputMaskComplete(mask: string, value: string): boolean {
  const slots = [...mask];
  const chars = [...value];
  if (chars.length !== slots.length) return false;
  return slots.every((slot, index) => {
    const pattern = tokenPattern(slot);
    const char = chars[index]!;
    return pattern ? pattern.test(char) : char === slot;
  });
}

/** §5 masked field: an empty value passes (`checkRequired` decides that); a started value must complete the mask. */
export function checkInputMask(mask: string, value: string): ValidationResult<'maskIncomplete'> {
  if (value === '' || isInputMaskComplete(mask, value)) return { ok: true };
  return failedCheck('maskIncomplete', 'validation.maskIncomplete');
}
