import { resolveValidationMessage, type ValidationMessage } from '@lumen/domain';

/*
 * The form patterns take their error texts as the storefront's message files hold them: the
 * `validation` object, nested as in `de.json` (`{ required, dateOfBirth: { day, ... }, ... }`),
 * so a page can pass `t('validation', { returnObjects: true })` as it is. A text may still hold
 * the `{{min}}` placeholders of the file; they are filled from the domain's message params.
 * Shared by the address form, the date-of-birth, phone and password fields.
 */

function lookUp(texts: object, key: string): string | undefined {
  let node: unknown = texts;
  for (const part of key.replace(/^validation\./, '').split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

// i18next's placeholder syntax, with or without a format (`{{max}}`, `{{min, number}}`).
const placeholder = /\{\{\s*(\w+)\s*(?:,[^}]*)?\}\}/g;

/** The text of a domain validation message, from the `validation` texts a form pattern was given. */
export function validationText(message: ValidationMessage, texts: object): string {
  return resolveValidationMessage(message, (key, params) =>
    (lookUp(texts, key) ?? key).replace(placeholder, (whole, name: string) => {
      const param = params?.[name];
      return param === undefined ? whole : String(param);
    }),
  );
}
