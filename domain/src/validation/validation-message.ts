import { z } from 'zod';

/**
 * §5: every failing check answers with a translation key under `validation.*`; the storefront's
 * message files hold the text for each language (`storefront/src/i18n/messages/*.json`), so the
 * domain never carries copy. Placeholders are named as in the message files (`{{max}}`).
 */
export const validationMessageKeys = [
  'validation.required',
  'validation.email',
  'validation.maxLength',
  'validation.sameAs',
  'validation.dateOfBirth.format',
  'validation.dateOfBirth.day',
  'validation.dateOfBirth.month',
  'validation.dateOfBirth.year',
  'validation.dateOfBirth.notADate',
  'validation.dateOfBirth.notInPast',
  'validation.phone.countryCode',
  'validation.phone.characters',
  'validation.phone.tooShort',
  'validation.phone.tooLong',
  'validation.password.length',
  'validation.password.noSpaces',
  'validation.password.lowercase',
  'validation.password.uppercase',
  'validation.password.special',
  'validation.name.characters',
  'validation.name.separatorRun',
  'validation.name.separatorAtEdge',
  'validation.orderId',
  'validation.zipCode',
  'validation.maskIncomplete',
  'validation.prescription.number',
  'validation.prescription.range',
  'validation.prescription.step',
  'validation.prescription.axisRequired',
  'validation.prescription.prismBaseRequired',
  'validation.prescription.sphereRequired',
  'validation.prescription.pdRequired',
  'validation.contactLens.notOffered',
  'validation.contactLens.packs',
  'validation.contactLens.noPacks',
  'validation.contactLens.packsSum',
  'validation.contactLens.noSubscription',
  'validation.contactLens.interval',
] as const;

export const ValidationMessageKeySchema = z.enum(validationMessageKeys);
export type ValidationMessageKey = z.infer<typeof ValidationMessageKeySchema>;

/** §5: field labels are translation keys under `form_fields.*` (a same-as message names the other field). */
export const formFieldKeys = [
  'form_fields.email',
  'form_fields.emailConfirmation',
  'form_fields.password',
  'form_fields.passwordConfirmation',
  'form_fields.firstName',
  'form_fields.lastName',
  'form_fields.dateOfBirth',
  'form_fields.phoneCountryCode',
  'form_fields.phone',
  'form_fields.street',
  'form_fields.houseNumber',
  'form_fields.zipCode',
  'form_fields.city',
  'form_fields.orderId',
] as const;

export const FormFieldKeySchema = z.enum(formFieldKeys);
export type FormFieldKey = z.infer<typeof FormFieldKeySchema>;

/**
 * What a failing check answers: a message key and the values of its placeholders. A parameter
 * whose value is a `form_fields.*` key is a field label, translated before it is put in.
 */
export const ValidationMessageSchema = z.object({
  key: ValidationMessageKeySchema,
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type ValidationMessage = z.infer<typeof ValidationMessageSchema>;

/** The answer of every §5 check: passed, or the reason it failed with the message to show. */
export type ValidationResult<Reason extends string> =
  { ok: true } | { ok: false; reason: Reason; message: ValidationMessage };

export function isFormFieldKey(value: unknown): value is FormFieldKey {
  return FormFieldKeySchema.safeParse(value).success;
}

/** A translate function such as i18next's `t`, passed in so the domain stays free of i18n. */
export type Translate = (key: string, params?: Record<string, string | number>) => string;

/**
 * The text of a message in the caller's language: field-label parameters are translated first,
 * so `{ key: 'validation.sameAs', params: { other: 'form_fields.password' } }` reads
 * "… equal to the Password value" rather than naming the key.
 */
export function resolveValidationMessage(message: ValidationMessage, translate: Translate): string {
  if (!message.params) return translate(message.key);
  const params = Object.fromEntries(
    Object.entries(message.params).map(([name, value]) => [
      name,
      isFormFieldKey(value) ? translate(value) : value,
    ]),
  );
  return translate(message.key, params);
}
