import {
  checkPrescriptionValue,
  EyePrescriptionValuesSchema,
  formatPrescriptionValue,
  imageFormatOfFileName,
  textSchema,
  validationMessageFromIssue,
  type EyePrescriptionValues,
  type RpcPayload,
  type ValidationMessage,
} from '@lumen/domain';

/*
 * The prescription loader's logic as a pure reducer: what the shopper typed, which errors show,
 * the chosen document and the sending. The rules are the domain's (§5 ranges, steps and formats,
 * the cylinder's axis); this module only reads the shopper's text into numbers and back.
 */

/** Both eyes, right first as prescriptions write them. */
export const prescriptionEyes = ['right', 'left'] as const;
export type Eye = (typeof prescriptionEyes)[number];

/** The values a shopper copies from a glasses prescription (§3 prescription values). */
export const prescriptionFields = ['sphere', 'cylinder', 'axis', 'addition', 'pd'] as const;
export type PrescriptionField = (typeof prescriptionFields)[number];

/** One value field of one eye, `right.sphere`. */
export type ValueKey = `${Eye}.${PrescriptionField}`;
export function valueKey(eye: Eye, field: PrescriptionField): ValueKey {
  return `${eye}.${field}`;
}

export type PrescriptionDraft = Readonly<Record<Eye, Readonly<Record<PrescriptionField, string>>>>;

const emptyEye = { sphere: '', cylinder: '', axis: '', addition: '', pd: '' } as const;
export const emptyPrescriptionDraft: PrescriptionDraft = { right: emptyEye, left: emptyEye };

/** The name a saved prescription takes (§5 required and max length, as savePrescription checks it). */
const PrescriptionNameSchema = textSchema({ required: true, maxLength: 60 });

/**
 * The shopper's text as a number: a sign (`+`, `-`, the typographic minus, `±` of a plano power),
 * a decimal comma or point. Empty is `undefined` (not on the prescription); anything else is
 * `'invalid'`.
 */
export function readPrescriptionNumber(text: string): number | undefined | 'invalid' {
  const plain = text
    .replace(/\s+/g, '')
    .replace(/[\u2212\u2013]/g, '-')
    .replace(',', '.');
  if (plain === '') return undefined;
  const match = /^([+\-±]?)(\d+(?:\.\d*)?|\.\d+)$/.exec(plain);
  if (!match) return 'invalid';
  const magnitude = Number(match[2]);
  return match[1] === '-' && magnitude !== 0 ? -magnitude : magnitude;
}

const numberMessage: ValidationMessage = { key: 'validation.prescription.number' };

/** One field's own checks (a number, in range, on the step), as the shopper leaves it. */
export function checkPrescriptionText(field: PrescriptionField, text: string): ValidationMessage | undefined {
  const value = readPrescriptionNumber(text);
  if (value === undefined) return undefined;
  if (value === 'invalid') return numberMessage;
  const check = checkPrescriptionValue(field, value);
  return check.ok ? undefined : check.message;
}

/** Why a chosen document cannot be used. */
export type DocumentProblem = 'type' | 'size' | 'empty';

/** Photos and scans of a prescription are a few MB; larger files are usually a mistake. */
export const maxDocumentBytes = 10 * 1024 * 1024;

/** The part of a `File` the checks read. */
export type DocumentFile = Pick<File, 'name' | 'type' | 'size'>;

/** A photo in one of the §5 image formats or a PDF, not empty and at most `maxDocumentBytes`. */
export function checkPrescriptionDocument(file: DocumentFile): DocumentProblem | undefined {
  const pdf = /\.pdf$/i.test(file.name);
  if (!pdf && imageFormatOfFileName(file.name) === undefined) return 'type';
  // The name can lie; a type the browser knows must agree with it.
  if (file.type !== '' && !(pdf ? file.type === 'application/pdf' : file.type.startsWith('image/')))
    return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > maxDocumentBytes) return 'size';
  return undefined;
}

/** Whether a document is a picture the page can preview (a PDF is shown by its name). */
export function isPictureDocument(file: DocumentFile): boolean {
  return !/\.pdf$/i.test(file.name);
}

export type LoaderMode = 'values' | 'document';

/** Where the focus goes after a refused submit: the first field that needs the shopper. */
export type FocusTarget = 'name' | ValueKey | 'document';

/** The errors on show. Value errors are the domain's messages; `noValues` asks for any value at all. */
type ShownErrors = {
  readonly name?: ValidationMessage | undefined;
  readonly values: Readonly<Partial<Record<ValueKey, ValidationMessage>>>;
  readonly noValues: boolean;
  readonly document?: DocumentProblem | 'missing' | undefined;
};

type LoaderStatus = 'editing' | 'sending' | 'saved' | 'failed';

export type PrescriptionLoaderState<TFile extends DocumentFile = File> = {
  readonly mode: LoaderMode;
  /** The editor hides the addition on pages for single-vision glasses. */
  readonly withAddition: boolean;
  readonly name: string;
  readonly draft: PrescriptionDraft;
  readonly document: TFile | undefined;
  readonly shown: ShownErrors;
  readonly status: LoaderStatus;
  /** Set by a refused submit; a new object each time, so the same field is focused again. */
  readonly focus: { readonly target: FocusTarget } | undefined;
};

export type PrescriptionLoaderEvent<TFile extends DocumentFile = File> =
  | { readonly type: 'chooseMode'; readonly mode: LoaderMode }
  | { readonly type: 'editName'; readonly value: string }
  | { readonly type: 'leaveName' }
  | {
      readonly type: 'editValue';
      readonly eye: Eye;
      readonly field: PrescriptionField;
      readonly value: string;
    }
  | { readonly type: 'leaveValue'; readonly eye: Eye; readonly field: PrescriptionField }
  | { readonly type: 'chooseDocument'; readonly file: TFile | undefined }
  | { readonly type: 'removeDocument' }
  | { readonly type: 'submit' }
  | { readonly type: 'sent' }
  | { readonly type: 'sendFailed' }
  | { readonly type: 'startOver' };

const noErrors: ShownErrors = { values: {}, noValues: false };

export function initialPrescriptionLoaderState<TFile extends DocumentFile = File>({
  withAddition,
}: {
  withAddition: boolean;
}): PrescriptionLoaderState<TFile> {
  return {
    mode: 'values',
    withAddition,
    name: '',
    draft: emptyPrescriptionDraft,
    document: undefined,
    shown: noErrors,
    status: 'editing',
    focus: undefined,
  };
}

/** What the loader hands over: savePrescription's payload, or the chosen document. */
type PrescriptionRequest<TFile extends DocumentFile = File> =
  | { readonly kind: 'values'; readonly payload: RpcPayload<'savePrescription'> }
  | { readonly kind: 'document'; readonly file: TFile };

export type PrescriptionRequestResult<TFile extends DocumentFile = File> =
  | { readonly ok: true; readonly request: PrescriptionRequest<TFile> }
  | { readonly ok: false; readonly shown: ShownErrors; readonly focus: FocusTarget };

function fieldsOf(state: { withAddition: boolean }): readonly PrescriptionField[] {
  return state.withAddition ? prescriptionFields : prescriptionFields.filter((field) => field !== 'addition');
}

/** One eye's values by the domain's schema, or the message for each field that fails. */
function checkEye(
  eye: Eye,
  texts: Readonly<Record<PrescriptionField, string>>,
  fields: readonly PrescriptionField[],
): { values: EyePrescriptionValues | undefined; errors: Partial<Record<ValueKey, ValidationMessage>> } {
  const errors: Partial<Record<ValueKey, ValidationMessage>> = {};
  const numbers: Partial<Record<PrescriptionField, number>> = {};
  for (const field of fields) {
    const value = readPrescriptionNumber(texts[field]);
    if (value === 'invalid') errors[valueKey(eye, field)] = numberMessage;
    else if (value !== undefined) numbers[field] = value;
  }
  const checked = EyePrescriptionValuesSchema.safeParse(numbers);
  for (const issue of checked.error?.issues ?? []) {
    const field = prescriptionFields.find((candidate) => candidate === issue.path[0]);
    const message = validationMessageFromIssue(issue);
    if (field && message) errors[valueKey(eye, field)] ??= message;
  }
  return { values: checked.success && Object.keys(errors).length === 0 ? checked.data : undefined, errors };
}

/**
 * The request the form makes, or every error that stands in its way: the name (§5 required, max
 * length), each value (a number, §5 range and step), each eye by the domain's schema (a cylinder
 * needs its axis), and at least one value; or the document.
 */
export function prescriptionRequest<TFile extends DocumentFile>(
  state: PrescriptionLoaderState<TFile>,
): PrescriptionRequestResult<TFile> {
  if (state.mode === 'document') {
    return state.document
      ? { ok: true, request: { kind: 'document', file: state.document } }
      : { ok: false, shown: { ...noErrors, document: 'missing' }, focus: 'document' };
  }

  const fields = fieldsOf(state);
  const right = checkEye('right', state.draft.right, fields);
  const left = checkEye('left', state.draft.left, fields);
  const errors = { ...right.errors, ...left.errors };
  const noValues = prescriptionEyes.every((eye) =>
    fields.every((field) => state.draft[eye][field].trim() === ''),
  );
  const name = PrescriptionNameSchema.safeParse(state.name);
  const nameIssue = name.error?.issues[0];
  const nameError = nameIssue
    ? (validationMessageFromIssue(nameIssue) ?? { key: 'validation.required' })
    : undefined;

  if (name.success && right.values && left.values && !noValues) {
    return {
      ok: true,
      request: {
        kind: 'values',
        payload: { name: name.data, values: { right: right.values, left: left.values }, measuredOn: null },
      },
    };
  }
  // The first field in reading order: the name, then right eye before left, sphere before pd.
  const firstValue = prescriptionEyes
    .flatMap((eye) => fields.map((field) => valueKey(eye, field)))
    .find((key) => errors[key] !== undefined);
  return {
    ok: false,
    shown: { name: nameError, values: errors, noValues },
    focus: nameError ? 'name' : (firstValue ?? 'right.sphere'),
  };
}

function withoutValueError(shown: ShownErrors, key: ValueKey): ShownErrors {
  const { [key]: _removed, ...values } = shown.values;
  return { ...shown, values, noValues: false };
}

/**
 * The loader's reducer. Typing clears the field's error (no scolding mid-word); leaving a field
 * checks it alone and writes a valid value in its §5 format; submitting checks everything.
 */
export function transition<TFile extends DocumentFile>(
  state: PrescriptionLoaderState<TFile>,
  event: PrescriptionLoaderEvent<TFile>,
): PrescriptionLoaderState<TFile> {
  const editable = state.status === 'editing' || state.status === 'failed';
  switch (event.type) {
    case 'chooseMode':
      return editable && state.mode !== event.mode
        ? { ...state, mode: event.mode, shown: noErrors, status: 'editing', focus: undefined }
        : state;
    case 'editName':
      if (!editable) return state;
      return { ...state, name: event.value, shown: { ...state.shown, name: undefined } };
    case 'leaveName': {
      // An empty name is asked for on submit, not when the shopper merely passes the field.
      if (!editable || state.name.trim() === '') return state;
      const issue = PrescriptionNameSchema.safeParse(state.name).error?.issues[0];
      return { ...state, shown: { ...state.shown, name: issue && validationMessageFromIssue(issue) } };
    }
    case 'editValue': {
      if (!editable) return state;
      const draft = {
        ...state.draft,
        [event.eye]: { ...state.draft[event.eye], [event.field]: event.value },
      };
      return { ...state, draft, shown: withoutValueError(state.shown, valueKey(event.eye, event.field)) };
    }
    case 'leaveValue': {
      if (!editable) return state;
      const key = valueKey(event.eye, event.field);
      const text = state.draft[event.eye][event.field];
      const message = checkPrescriptionText(event.field, text);
      if (message)
        return { ...state, shown: { ...state.shown, values: { ...state.shown.values, [key]: message } } };
      const value = readPrescriptionNumber(text);
      const formatted = typeof value === 'number' ? formatPrescriptionValue(event.field, value) : text;
      if (formatted === text) return state;
      return {
        ...state,
        draft: { ...state.draft, [event.eye]: { ...state.draft[event.eye], [event.field]: formatted } },
      };
    }
    case 'chooseDocument': {
      if (!editable) return state;
      if (event.file === undefined) return state;
      const problem = checkPrescriptionDocument(event.file);
      return problem
        ? { ...state, document: undefined, shown: { ...state.shown, document: problem } }
        : { ...state, document: event.file, shown: { ...state.shown, document: undefined } };
    }
    case 'removeDocument':
      return editable && state.document ? { ...state, document: undefined } : state;
    case 'submit': {
      if (!editable) return state;
      const result = prescriptionRequest(state);
      return result.ok
        ? { ...state, shown: noErrors, status: 'sending', focus: undefined }
        : { ...state, shown: result.shown, status: 'editing', focus: { target: result.focus } };
    }
    case 'sent':
      return state.status === 'sending' ? { ...state, status: 'saved' } : state;
    case 'sendFailed':
      return state.status === 'sending' ? { ...state, status: 'failed' } : state;
    case 'startOver':
      return state.status === 'saved'
        ? initialPrescriptionLoaderState({ withAddition: state.withAddition })
        : state;
  }
}
