import {
  Alert,
  Button,
  Field,
  FieldContent,
  FieldDescription,
  FieldError,
  FieldLabel,
  Input,
  RadioGroup,
  RadioGroupItem,
  useField,
  useFieldControl,
} from '@lumen/design-system';
import {
  formatPrescriptionValue,
  imageFormats,
  prescriptionValueRanges,
  type LanguageCode,
  type RpcPayload,
  type ValidationMessage,
  type ValidationMessageKey,
} from '@lumen/domain';
import {
  createContext,
  use,
  useCallback,
  useEffect,
  useId,
  useReducer,
  useRef,
  useState,
  type ComponentProps,
  type FormEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { useBlockTexts, useBlockTextsLanguage, type BlockTexts } from '../i18n/block-texts.ts';
import type { EditorAttributes } from '../registry/editor-attributes.ts';
import {
  checkPrescriptionText,
  initialPrescriptionLoaderState,
  isPictureDocument,
  maxDocumentBytes,
  prescriptionEyes,
  prescriptionFields,
  prescriptionRequest,
  transition,
  valueKey,
  type FocusTarget,
  type LoaderMode,
  type PrescriptionField,
  type PrescriptionLoaderEvent,
  type PrescriptionLoaderState,
} from './prescription-loader.machine.ts';
import type { PrescriptionLoaderContent } from './prescription-loader.schema.ts';
import { InteractiveSection } from '../interactive-section/interactive-section.tsx';

/** Keeps the values in the customer's account (the storefront calls savePrescription). A rejection is a failure the block shows. */
export type SavePrescription = (payload: RpcPayload<'savePrescription'>) => Promise<unknown>;

/**
 * Takes the photo or PDF of a prescription the shopper chose; the block uploads nothing itself.
 * A rejection is a failure the block shows.
 */
export type HandOverPrescriptionDocument = (file: File) => Promise<unknown>;

/** Where the prescription loader's results go: the page's callbacks. */
export type PrescriptionLoaderCallbacks = {
  onSavePrescription?: SavePrescription | undefined;
  onPrescriptionDocument?: HandOverPrescriptionDocument | undefined;
};

const PrescriptionLoaderContext = createContext<PrescriptionLoaderCallbacks | null>(null);

export type PrescriptionLoaderProviderProps = PrescriptionLoaderCallbacks & { children?: ReactNode };

/** Gives every prescription loader below the page's callbacks (blocks from CMS content get no props of the page). */
export function PrescriptionLoaderProvider({ children, ...callbacks }: PrescriptionLoaderProviderProps) {
  return <PrescriptionLoaderContext value={callbacks}>{children}</PrescriptionLoaderContext>;
}

type SectionProps = Omit<
  ComponentProps<'section'>,
  keyof PrescriptionLoaderContent | 'children' | 'onSubmit'
>;

/**
 * Props of `PrescriptionLoader`: the parsed content (`PrescriptionLoaderContentSchema`), editor
 * attributes, section attributes and the callbacks (else the provider's). Its own texts are the
 * `prescriptionLoader` block texts of the page's language.
 */
export type PrescriptionLoaderProps = PrescriptionLoaderContent &
  EditorAttributes &
  SectionProps &
  PrescriptionLoaderCallbacks;

/**
 * Takes a glasses prescription: typed in per eye (sphere, cylinder, axis, addition, pd), checked
 * by the domain's §5 rules with an error per field naming the rule broken, and handed to
 * `onSavePrescription` as savePrescription's payload; or a photo or PDF of it, checked for type
 * and size, previewed, and handed to `onPrescriptionDocument`.
 */
export function PrescriptionLoader({
  onSavePrescription,
  onPrescriptionDocument,
  ...props
}: PrescriptionLoaderProps) {
  const provided = use(PrescriptionLoaderContext);
  const save = onSavePrescription ?? provided?.onSavePrescription;
  const handOver = onPrescriptionDocument ?? provided?.onPrescriptionDocument;
  const t = useBlockTexts('prescriptionLoader');
  const [state, dispatch] = useReducer(
    transition<File>,
    { withAddition: props.showAddition },
    initialPrescriptionLoaderState<File>,
  );
  const [announcement, setAnnouncement] = useState('');

  async function submit() {
    if (state.status === 'sending') return;
    setAnnouncement('');
    const result = prescriptionRequest(state);
    dispatch({ type: 'submit' });
    if (!result.ok) return;
    try {
      const { request } = result;
      if (request.kind === 'values') {
        if (!save) throw new Error('No onSavePrescription was given to the prescription loader');
        await save(request.payload);
      } else {
        if (!handOver) throw new Error('No onPrescriptionDocument was given to the prescription loader');
        await handOver(request.file);
      }
      dispatch({ type: 'sent' });
    } catch (error) {
      console.warn('The prescription was not handed over', error);
      dispatch({ type: 'sendFailed' });
    }
  }

  function handleEvent(event: PrescriptionLoaderEvent<File>) {
    // A problem found on leaving a field is announced: the focus has moved on from its description.
    if (event.type === 'leaveValue') {
      const problem = checkPrescriptionText(event.field, state.draft[event.eye][event.field]);
      setAnnouncement(
        problem
          ? t('fieldProblem', {
              field: t(`fields.${event.field}.label`),
              eye: t(`eyes.${event.eye}`),
              problem: validationText(problem, event.field, t),
            })
          : '',
      );
    }
    dispatch(event);
  }

  return (
    <PrescriptionLoaderView
      {...props}
      state={state}
      onEvent={handleEvent}
      onSubmit={() => void submit()}
      announcement={announcement}
    />
  );
}

/** A domain number written in its field's §5 format, "-20,00" or "180". */
function bound(field: PrescriptionField | undefined, value: string | number | undefined): string {
  const number = Number(value);
  return field ? formatPrescriptionValue(field, number) : String(number);
}

/**
 * The text of a domain validation message in the shop's language, numbers written in the
 * field's §5 format. Only the keys the loader's checks answer with have a text here.
 */
function validationText(
  message: ValidationMessage,
  field: PrescriptionField | undefined,
  t: BlockTexts<'prescriptionLoader'>,
): string {
  const params = message.params ?? {};
  const byKey: Partial<Record<ValidationMessageKey, () => string>> = {
    'validation.required': () => t('validation.required'),
    'validation.maxLength': () => t('validation.maxLength', { max: Number(params.max) }),
    'validation.prescription.number': () => t('validation.number'),
    'validation.prescription.range': () =>
      t('validation.range', { min: bound(field, params.min), max: bound(field, params.max) }),
    // A step is a size, not a power: no sign ("0,25").
    'validation.prescription.step': () =>
      t('validation.step', { step: String(params.step).replace('.', ',') }),
    'validation.prescription.axisRequired': () => t('validation.axisRequired'),
    'validation.prescription.prismBaseRequired': () => t('validation.prismBaseRequired'),
  };
  return (byKey[message.key] ?? (() => t('validation.required')))();
}

/** The formats a shopper may upload (§5 image formats and PDF), as a file dialog and a hint name them. */
const documentExtensions = [...imageFormats, 'pdf'];
const documentAccept = documentExtensions.map((extension) => `.${extension}`).join(',');
const documentFormatNames = [
  ...new Set(documentExtensions.map((extension) => (extension === 'jpeg' ? 'jpg' : extension))),
]
  .map((extension) => extension.toUpperCase())
  .join(', ');
const maxDocumentMegabytes = maxDocumentBytes / (1024 * 1024);

/** How the shopper types each value: signs for powers, digits for the axis, decimals for the rest. */
const inputModes: Readonly<Record<PrescriptionField, 'text' | 'decimal' | 'numeric'>> = {
  // Phone keypads for decimals have no minus sign.
  sphere: 'text',
  cylinder: 'text',
  axis: 'numeric',
  addition: 'decimal',
  pd: 'decimal',
};

/** Props of `PrescriptionLoaderView`: the content, the reducer's state and where its events go. */
export type PrescriptionLoaderViewProps = PrescriptionLoaderContent &
  EditorAttributes &
  SectionProps & {
    state: PrescriptionLoaderState<File>;
    onEvent: (event: PrescriptionLoaderEvent<File>) => void;
    onSubmit: () => void;
    /** Read out politely: a problem found when a field was left. */
    announcement?: string;
  };

/** Renders one state of the prescription loader; `PrescriptionLoader` drives it. */
export function PrescriptionLoaderView({
  headline,
  text,
  showAddition,
  allowUpload,
  state,
  onEvent,
  onSubmit,
  announcement = '',
  className,
  ...props
}: PrescriptionLoaderViewProps) {
  const t = useBlockTexts('prescriptionLoader');
  const baseId = useId();
  // Each control's id, so that a refused submit can focus the first field that needs the shopper.
  const controlId = (target: FocusTarget) => `${baseId}-${target}`;
  const savedHeadingRef = useRef<HTMLHeadingElement>(null);

  // After the render that shows the errors, so that the focused field's description reads its error.
  const focus = state.focus;
  useEffect(() => {
    if (focus) document.getElementById(`${baseId}-${focus.target}`)?.focus();
  }, [focus, baseId]);

  // The form is gone once saved: the confirmation takes the focus, so it is read out.
  const saved = state.status === 'saved';
  useEffect(() => {
    if (saved) savedHeadingRef.current?.focus();
  }, [saved]);

  const mode: LoaderMode = allowUpload ? state.mode : 'values';
  const fields = showAddition
    ? prescriptionFields
    : prescriptionFields.filter((field) => field !== 'addition');

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit();
  }

  return (
    <InteractiveSection
      slotName="prescription-loader"
      headline={headline}
      text={text}
      width="4xl"
      data-status={state.status}
      className={className}
      {...props}
    >
      {saved ? (
        <div
          data-slot="prescription-loader-saved"
          className="flex flex-col gap-3 rounded-lg bg-success-subtle p-6"
        >
          <h3 ref={savedHeadingRef} tabIndex={-1} className="text-xl font-semibold">
            {t(`saved.${mode}.title`)}
          </h3>
          <p>{t(`saved.${mode}.text`)}</p>
          <div>
            <Button variant="secondary" onClick={() => onEvent({ type: 'startOver' })}>
              {t('startOver')}
            </Button>
          </div>
        </div>
      ) : (
        <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-6">
          {allowUpload && (
            <Field className="gap-3">
              <FieldLabel>{t('modeLabel')}</FieldLabel>
              <RadioGroup
                orientation="horizontal"
                value={mode}
                onValueChange={(value) =>
                  onEvent({ type: 'chooseMode', mode: value === 'document' ? 'document' : 'values' })
                }
              >
                {(['values', 'document'] as const).map((option) => (
                  <Field key={option} orientation="horizontal" className="items-center">
                    <RadioGroupItem value={option} />
                    <FieldContent>
                      <FieldLabel className="font-normal">{t(`modes.${option}`)}</FieldLabel>
                    </FieldContent>
                  </Field>
                ))}
              </RadioGroup>
            </Field>
          )}
          {mode === 'values' ? (
            <>
              <Field required controlId={controlId('name')} className="max-w-md">
                <FieldLabel requiredLabel={t('requiredLabel')}>{t('nameLabel')}</FieldLabel>
                <FieldDescription>{t('nameHint')}</FieldDescription>
                <Input
                  value={state.name}
                  autoComplete="off"
                  onChange={(event) => onEvent({ type: 'editName', value: event.currentTarget.value })}
                  onBlur={() => onEvent({ type: 'leaveName' })}
                />
                <FieldError data-rule={state.shown.name?.key}>
                  {state.shown.name && validationText(state.shown.name, undefined, t)}
                </FieldError>
              </Field>
              <p className="text-sm text-foreground-muted">{t('valuesHint')}</p>
              {state.shown.noValues && <Alert kind="ERROR" description={t('noValues')} />}
              <div className="grid gap-6 lg:grid-cols-2">
                {prescriptionEyes.map((eye) => (
                  <fieldset
                    key={eye}
                    data-slot="prescription-loader-eye"
                    className="flex min-w-0 flex-col gap-4 rounded-lg border border-border p-4"
                  >
                    <legend className="px-1 font-semibold">{t(`eyes.${eye}`)}</legend>
                    <div className="grid grid-cols-2 gap-x-3 gap-y-4">
                      {fields.map((field) => {
                        const key = valueKey(eye, field);
                        const error = state.shown.values[key];
                        const range = prescriptionValueRanges[field];
                        return (
                          <Field key={field} controlId={controlId(key)}>
                            <FieldLabel>{t(`fields.${field}.label`)}</FieldLabel>
                            <Input
                              value={state.draft[eye][field]}
                              inputMode={inputModes[field]}
                              autoComplete="off"
                              spellCheck={false}
                              endAdornment={t(`fields.${field}.unit`)}
                              onChange={(event) =>
                                onEvent({ type: 'editValue', eye, field, value: event.currentTarget.value })
                              }
                              onBlur={() => onEvent({ type: 'leaveValue', eye, field })}
                            />
                            <FieldDescription>
                              {t('rangeHint', { min: bound(field, range.min), max: bound(field, range.max) })}
                            </FieldDescription>
                            <FieldError data-rule={error?.key}>
                              {error && validationText(error, field, t)}
                            </FieldError>
                          </Field>
                        );
                      })}
                    </div>
                  </fieldset>
                ))}
              </div>
            </>
          ) : (
            <DocumentField state={state} controlId={controlId('document')} onEvent={onEvent} />
          )}
          {state.status === 'failed' && (
            <Alert kind="ERROR" title={t('failed.title')} description={t('failed.text')} />
          )}
          <div>
            <Button type="submit" loading={state.status === 'sending'}>
              {t(`submit.${mode}`)}
            </Button>
          </div>
        </form>
      )}
      <div role="status" data-slot="prescription-loader-announcer" className="sr-only">
        {announcement}
      </div>
    </InteractiveSection>
  );
}

type FilePickerProps = {
  /** The button's own text ("Datei auswählen"), read after the field's label. */
  buttonText: string;
  accept: string;
  /** The hidden input, which its owner empties when the file is removed. */
  inputRef: RefObject<HTMLInputElement | null>;
  onFile: (file: File | undefined) => void;
};

/**
 * A button that opens the file dialog, inside a design-system `Field`. The native input's own
 * button speaks the browser's language, not the shop's, so it stays hidden and the button is
 * the field's control: named by the field's label and its own text, described by help and error.
 */
function FilePicker({ buttonText, accept, inputRef, onFile }: FilePickerProps) {
  const field = useField();
  const textId = useId();
  // A button has no invalid state or error message in ARIA; its description reads the error.
  const { 'aria-invalid': _invalid, 'aria-errormessage': _errorMessage, ...control } = useFieldControl({});
  return (
    <div className="flex">
      <input
        ref={inputRef}
        type="file"
        hidden
        data-slot="prescription-loader-file"
        accept={accept}
        onChange={(event) => onFile(event.currentTarget.files?.[0])}
      />
      <Button
        variant="secondary"
        data-slot="prescription-loader-choose-file"
        {...control}
        aria-labelledby={field?.hasLabel ? `${field.labelId} ${textId}` : undefined}
        onClick={() => inputRef.current?.click()}
      >
        <span id={textId}>{buttonText}</span>
      </Button>
    </div>
  );
}

type DocumentFieldProps = {
  state: PrescriptionLoaderState<File>;
  controlId: string;
  onEvent: (event: PrescriptionLoaderEvent<File>) => void;
};

function documentProblemText(
  problem: DocumentFieldProps['state']['shown']['document'],
  t: BlockTexts<'prescriptionLoader'>,
) {
  if (problem === undefined) return undefined;
  return problem === 'size'
    ? t('documentProblems.size', { max: maxDocumentMegabytes })
    : t(`documentProblems.${problem}`);
}

/**
 * Whose way of writing numbers a file size follows: the language's (so Swiss German keeps its
 * decimal comma), French as Switzerland, the one French-speaking market, groups thousands.
 */
const fileSizeLocales: Readonly<Record<LanguageCode, string>> = {
  de: 'de',
  fr: 'fr-CH',
  it: 'it',
  pl: 'pl',
  cs: 'cs',
};

/** "2,4 MB", "850 kB": the number written the language's way, the unit as its texts name it. */
function fileSizeText(bytes: number, language: LanguageCode, t: BlockTexts<'prescriptionLoader'>): string {
  const megabytes = bytes >= 1024 * 1024;
  const format = new Intl.NumberFormat(fileSizeLocales[language], {
    maximumFractionDigits: megabytes ? 1 : 0,
  });
  const size = format.format(megabytes ? bytes / (1024 * 1024) : Math.max(1, bytes / 1024));
  return megabytes ? t('fileSize.megabytes', { size }) : t('fileSize.kilobytes', { size });
}

function DocumentField({ state, controlId, onEvent }: DocumentFieldProps) {
  const t = useBlockTexts('prescriptionLoader');
  const language = useBlockTextsLanguage();
  const fileInput = useRef<HTMLInputElement>(null);
  const { document } = state;
  return (
    <div className="flex flex-col gap-4">
      <Field required controlId={controlId} className="max-w-xl">
        <FieldLabel requiredLabel={t('requiredLabel')}>{t('documentLabel')}</FieldLabel>
        <FieldDescription>
          {t('documentHint', { formats: documentFormatNames, max: maxDocumentMegabytes })}
        </FieldDescription>
        <FilePicker
          buttonText={t('chooseFile')}
          accept={documentAccept}
          inputRef={fileInput}
          onFile={(file) => onEvent({ type: 'chooseDocument', file })}
        />
        <FieldError data-rule={state.shown.document}>
          {documentProblemText(state.shown.document, t)}
        </FieldError>
      </Field>
      {document && (
        <div
          data-slot="prescription-loader-document"
          className="flex max-w-xl items-center gap-4 rounded-md border border-border bg-surface p-3"
        >
          {isPictureDocument(document) ? (
            <DocumentPicture file={document} alt={t('previewAlt', { name: document.name })} />
          ) : (
            <DocumentSheet />
          )}
          <p className="min-w-0 flex-1 text-sm break-words">
            {t('chosenDocument', { name: document.name, size: fileSizeText(document.size, language, t) })}
          </p>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              // The input still holds the file; emptied, choosing the same file again is a change.
              if (fileInput.current) fileInput.current.value = '';
              onEvent({ type: 'removeDocument' });
            }}
          >
            {t('removeDocument')}
          </Button>
        </div>
      )}
    </div>
  );
}

/** The chosen photo, from memory: an object URL that lives as long as the picture is shown. */
function DocumentPicture({ file, alt }: { file: File; alt: string }) {
  const show = useCallback(
    (image: HTMLImageElement | null) => {
      if (!image) return;
      const url = URL.createObjectURL(file);
      image.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );
  return (
    <img
      ref={show}
      data-slot="prescription-loader-preview"
      alt={alt}
      width={80}
      height={80}
      className="size-20 shrink-0 rounded-sm bg-surface-muted object-cover"
    />
  );
}

/** A sheet of paper standing for a PDF, whose name is written beside it. */
function DocumentSheet() {
  return (
    <svg
      viewBox="0 0 24 24"
      width={48}
      height={48}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      focusable={false}
      className="size-12 shrink-0 text-accent"
    >
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8Z" />
      <path d="M14 3v5h5M9 13h6M9 17h6" />
    </svg>
  );
}
