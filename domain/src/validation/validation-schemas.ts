import { z } from 'zod';
import { checkDateOfBirth } from './date-of-birth.ts';
import type { CalendarDate } from './date-of-birth.ts';
import { checkEmail, checkMaxLength, checkSameAs } from './field-rules.ts';
import { checkPersonName } from './person-name.ts';
import { checkOrderId } from './order-id.ts';
import { passwordChecklist } from './password.ts';
import { checkPhoneNumber, PhoneNumberInputSchema } from './phone-number.ts';
import { checkZipCode } from './zip-code.ts';
import { ValidationMessageKeySchema } from './validation-message.ts';
import type { FormFieldKey, ValidationMessage } from './validation-message.ts';

// The forms and the api share these schemas, so a rule is written once (in the check functions)
// and a failure reads the same on both sides: the issue's message is the §5 message key and its
// `params` are the key's placeholders. `validationMessageFromIssue` turns an issue back.

type Ctx = z.RefinementCtx;

function report(ctx: Ctx, message: ValidationMessage, path?: PropertyKey[]): void {
  ctx.addIssue({
    code: 'custom',
    message: message.key,
    ...(message.params ? { params: message.params } : {}),
    ...(path ? { path } : {}),
  });
}

// Missing and blank both read as "Value is required" (the schema's error covers its checks too);
// a blank value gets no format message besides, because every format check passes an empty value.
const requiredString = () => z.string({ error: 'validation.required' }).trim().min(1);

/** A text field (§5 required, max length): trimmed; `maxLength` counts without whitespace. */
export function textSchema(options: { required: boolean; maxLength?: number }) {
  const base = options.required ? requiredString() : z.string({ error: 'validation.required' }).trim();
  const { maxLength } = options;
  if (maxLength === undefined) return base;
  return base.superRefine((value, ctx) => {
    const result = checkMaxLength(value, maxLength);
    if (!result.ok) report(ctx, result.message);
  });
}

/** §5 email, required and trimmed. */
export const EmailSchema = requiredString().superRefine((value, ctx) => {
  const result = checkEmail(value);
  if (!result.ok) report(ctx, result.message);
});
export type Email = z.infer<typeof EmailSchema>;

/** §5 password, required and never trimmed; one issue for each rule it breaks. */
export const PasswordSchema = z
  .string({ error: 'validation.required' })
  .min(1, { error: 'validation.required', abort: true })
  .superRefine((value, ctx) => {
    for (const item of passwordChecklist(value)) if (!item.passed) report(ctx, item.message);
  });
export type Password = z.infer<typeof PasswordSchema>;

/**
 * The most characters of a first or last name, whitespace aside (§5 max length): as many as a
 * street or a city takes. A name travels to the commerce backend in every order and reservation.
 */
export const maxPersonNameLength = 60;

/** §5 first or last name, required and trimmed, at most `maxPersonNameLength` characters. */
export const PersonNameSchema = requiredString().superRefine((value, ctx) => {
  const result = checkPersonName(value);
  const length = checkMaxLength(value, maxPersonNameLength);
  if (!result.ok) report(ctx, result.message);
  else if (!length.ok) report(ctx, length.message);
});
export type PersonName = z.infer<typeof PersonNameSchema>;

/** §5 zip code, required and trimmed. */
export const ZipCodeSchema = requiredString().superRefine((value, ctx) => {
  const result = checkZipCode(value);
  if (!result.ok) report(ctx, result.message);
});
export type ZipCode = z.infer<typeof ZipCodeSchema>;

/** §5 order id, if given: trimmed; empty passes. */
export const OrderIdSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .superRefine((value, ctx) => {
    const result = checkOrderId(value);
    if (!result.ok) report(ctx, result.message);
  });
export type OrderId = z.infer<typeof OrderIdSchema>;

/** §5 phone: `{ countryCode, number }`; an empty number passes. The issue sits on the part at fault. */
export const PhoneNumberSchema = PhoneNumberInputSchema.superRefine((value, ctx) => {
  const result = checkPhoneNumber(value);
  if (!result.ok) report(ctx, result.message, [result.reason === 'countryCode' ? 'countryCode' : 'number']);
});
export type PhoneNumber = z.infer<typeof PhoneNumberSchema>;

/** §5 date of birth (day.month.year, trimmed; empty passes), checked against the `today` passed in. */
export function dateOfBirthSchema(today: CalendarDate) {
  return z
    .string({ error: 'validation.required' })
    .trim()
    .superRefine((value, ctx) => {
      const result = checkDateOfBirth(value, today);
      if (!result.ok) report(ctx, result.message);
    });
}

/**
 * §5 same-as for an object schema: `field` must equal `otherField`, and the issue sits on `field`
 * naming the other field's label. Use with `.superRefine(sameAsCheck('passwordConfirmation', 'password',
 * 'form_fields.password'))`.
 */
export function sameAsCheck<Field extends string, Other extends string>(
  field: Field,
  otherField: Other,
  otherLabel: FormFieldKey,
) {
  return (value: Record<Field | Other, string>, ctx: Ctx): void => {
    const result = checkSameAs(value[field], value[otherField], otherLabel);
    if (!result.ok) report(ctx, result.message, [field]);
  };
}

/** The §5 message an issue of these schemas stands for; undefined for an issue raised elsewhere. */
export function validationMessageFromIssue(issue: z.core.$ZodIssue): ValidationMessage | undefined {
  const key = ValidationMessageKeySchema.safeParse(issue.message);
  if (!key.success) return undefined;
  const params = issue.code === 'custom' ? (issue.params as ValidationMessage['params']) : undefined;
  return params ? { key: key.data, params } : { key: key.data };
}
