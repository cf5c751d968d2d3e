import { describe, expect, it } from 'vitest';
import {
  checkPrescriptionDocument,
  checkPrescriptionText,
  emptyPrescriptionDraft,
  initialPrescriptionLoaderState,
  maxDocumentBytes,
  prescriptionRequest,
  readPrescriptionNumber,
  transition,
  type DocumentFile,
  type Eye,
  type PrescriptionField,
  type PrescriptionLoaderEvent,
  type PrescriptionLoaderState,
} from './prescription-loader.machine.ts';

type State = PrescriptionLoaderState<DocumentFile>;
type Event = PrescriptionLoaderEvent<DocumentFile>;

const initial: State = initialPrescriptionLoaderState({ withAddition: true });

function run(events: Event[], from: State = initial): State {
  return events.reduce(transition<DocumentFile>, from);
}

const edit = (eye: Eye, field: PrescriptionField, value: string): Event => ({
  type: 'editValue',
  eye,
  field,
  value,
});
const leave = (eye: Eye, field: PrescriptionField): Event => ({ type: 'leaveValue', eye, field });
const named: Event = { type: 'editName', value: 'Lesebrille' };

/** A typical varifocal prescription: both eyes with sphere, cylinder, axis, addition and pd. */
const varifocal: Event[] = [
  named,
  edit('right', 'sphere', '-2,25'),
  edit('right', 'cylinder', '-0,75'),
  edit('right', 'axis', '90'),
  edit('right', 'addition', '+2,00'),
  edit('right', 'pd', '31,5'),
  edit('left', 'sphere', '−1,75'),
  edit('left', 'addition', '2'),
  edit('left', 'pd', '32'),
];

function file(name: string, type: string, size = 2_400_000): DocumentFile {
  return { name, type, size };
}

describe('§5 prescription values: reading what the shopper typed', () => {
  it.for([
    ['', undefined],
    ['  ', undefined],
    ['-2,25', -2.25],
    ['-2.25', -2.25],
    ['+1,5', 1.5],
    ['1,50', 1.5],
    ['\u22122,50', -2.5],
    ['–0,75', -0.75],
    ['±0,00', 0],
    ['-0', 0],
    [',5', 0.5],
    ['90', 90],
    ['31, 5', 31.5],
    ['2,', 2],
    ['abc', 'invalid'],
    ['1,2,3', 'invalid'],
    ['--2', 'invalid'],
    ['2e1', 'invalid'],
    ['-', 'invalid'],
  ] as const)('%j reads as %j', ([text, value]) => {
    expect(readPrescriptionNumber(text)).toBe(value);
  });

  it.for([
    { field: 'sphere', text: '-2,25', key: undefined },
    { field: 'sphere', text: '', key: undefined },
    { field: 'sphere', text: 'plan', key: 'validation.prescription.number' },
    { field: 'sphere', text: '-21', key: 'validation.prescription.range' },
    { field: 'sphere', text: '-2,3', key: 'validation.prescription.step' },
    { field: 'cylinder', text: '+6,25', key: 'validation.prescription.range' },
    { field: 'axis', text: '181', key: 'validation.prescription.range' },
    { field: 'axis', text: '90,5', key: 'validation.prescription.step' },
    { field: 'addition', text: '0,5', key: 'validation.prescription.range' },
    { field: 'addition', text: '+3,50', key: undefined },
    { field: 'pd', text: '31,3', key: 'validation.prescription.step' },
    { field: 'pd', text: '64', key: 'validation.prescription.range' },
  ] as const)('§5 a $field of $text fails $key', ({ field, text, key }) => {
    expect(checkPrescriptionText(field, text)?.key).toBe(key);
  });
});

describe('§5 image formats: a photo or PDF of the prescription', () => {
  it.for([
    { name: 'a JPEG photo', document: file('Rezept.JPG', 'image/jpeg'), problem: undefined },
    { name: 'a PNG screenshot', document: file('brillenpass.png', 'image/png'), problem: undefined },
    { name: 'a WebP photo', document: file('rezept.webp', 'image/webp'), problem: undefined },
    { name: 'a scanned PDF', document: file('Brillenpass.pdf', 'application/pdf'), problem: undefined },
    {
      name: 'a file whose type the browser does not know',
      document: file('rezept.avif', ''),
      problem: undefined,
    },
    {
      name: 'a HEIC photo (not a §5 format)',
      document: file('IMG_0042.heic', 'image/heic'),
      problem: 'type',
    },
    { name: 'a Word document', document: file('rezept.docx', 'application/msword'), problem: 'type' },
    { name: 'a file without extension', document: file('rezept', 'image/jpeg'), problem: 'type' },
    { name: 'a PDF name on an image', document: file('rezept.pdf', 'image/png'), problem: 'type' },
    { name: 'a photo name on a script', document: file('rezept.jpg', 'text/html'), problem: 'type' },
    { name: 'an empty file', document: file('rezept.jpg', 'image/jpeg', 0), problem: 'empty' },
    {
      name: 'a file of exactly 10 MB',
      document: file('rezept.jpg', 'image/jpeg', maxDocumentBytes),
      problem: undefined,
    },
    {
      name: 'a file over 10 MB',
      document: file('rezept.jpg', 'image/jpeg', maxDocumentBytes + 1),
      problem: 'size',
    },
  ])('$name: $problem', ({ document, problem }) => {
    expect(checkPrescriptionDocument(document)).toBe(problem);
  });
});

describe('§5 prescription values: what the form hands over', () => {
  it('a complete varifocal prescription becomes savePrescription’s payload', () => {
    expect(prescriptionRequest(run(varifocal))).toEqual({
      ok: true,
      request: {
        kind: 'values',
        payload: {
          name: 'Lesebrille',
          values: {
            right: { sphere: -2.25, cylinder: -0.75, axis: 90, addition: 2, pd: 31.5 },
            left: { sphere: -1.75, addition: 2, pd: 32 },
          },
          measuredOn: null,
        },
      },
    });
  });

  it('one eye alone is a prescription', () => {
    const result = prescriptionRequest(run([named, edit('left', 'sphere', '+0,5')]));
    expect(result.ok && result.request).toEqual({
      kind: 'values',
      payload: { name: 'Lesebrille', values: { right: {}, left: { sphere: 0.5 } }, measuredOn: null },
    });
  });

  it('without the addition field, a typed addition is not handed over', () => {
    const withoutAddition = initialPrescriptionLoaderState<DocumentFile>({ withAddition: false });
    const result = prescriptionRequest(
      run([named, edit('right', 'sphere', '-1'), edit('right', 'addition', '9')], withoutAddition),
    );
    expect(result.ok && result.request.kind === 'values' && result.request.payload.values.right).toEqual({
      sphere: -1,
    });
  });

  it.for<{ name: string; events: Event[]; shown: unknown; focus: string }>([
    {
      name: 'nothing at all',
      events: [],
      shown: { name: { key: 'validation.required' }, values: {}, noValues: true },
      focus: 'name',
    },
    {
      name: 'a name but no value',
      events: [named],
      shown: { name: undefined, values: {}, noValues: true },
      focus: 'right.sphere',
    },
    {
      name: 'a name longer than 60 characters (§5 max length)',
      events: [{ type: 'editName', value: 'B'.repeat(61) }, edit('right', 'sphere', '-1')],
      shown: { name: { key: 'validation.maxLength', params: { max: 60 } }, values: {}, noValues: false },
      focus: 'name',
    },
    {
      name: 'a cylinder without its axis',
      events: [named, edit('right', 'sphere', '-1'), edit('right', 'cylinder', '-0,5')],
      shown: {
        name: undefined,
        values: { 'right.axis': { key: 'validation.prescription.axisRequired' } },
        noValues: false,
      },
      focus: 'right.axis',
    },
    {
      name: 'text where a number belongs and a value out of range',
      events: [named, edit('right', 'pd', 'dreißig'), edit('left', 'sphere', '-25')],
      shown: {
        name: undefined,
        values: {
          'right.pd': { key: 'validation.prescription.number' },
          'left.sphere': { key: 'validation.prescription.range', params: { min: -20, max: 20 } },
        },
        noValues: false,
      },
      focus: 'right.pd',
    },
    {
      name: 'a value off its step',
      events: [named, edit('left', 'cylinder', '-0,8'), edit('left', 'axis', '10')],
      shown: {
        name: undefined,
        values: { 'left.cylinder': { key: 'validation.prescription.step', params: { step: 0.25 } } },
        noValues: false,
      },
      focus: 'left.cylinder',
    },
  ])('refuses $name, showing why', ({ events, shown, focus }) => {
    expect(prescriptionRequest(run(events))).toEqual({ ok: false, shown, focus });
  });

  it.for<{ name: string; events: Event[]; result: unknown }>([
    {
      name: 'the chosen document',
      events: [
        { type: 'chooseMode', mode: 'document' },
        { type: 'chooseDocument', file: file('rezept.pdf', 'application/pdf') },
      ],
      result: { ok: true, request: { kind: 'document', file: file('rezept.pdf', 'application/pdf') } },
    },
    {
      name: 'no document',
      events: [{ type: 'chooseMode', mode: 'document' }],
      result: { ok: false, shown: { values: {}, noValues: false, document: 'missing' }, focus: 'document' },
    },
  ])('in document mode hands over $name', ({ events, result }) => {
    expect(prescriptionRequest(run(events))).toEqual(result);
  });
});

describe('§5 prescription values: editing, leaving, sending', () => {
  it.for<{ name: string; events: Event[]; expected: Partial<State> }>([
    {
      name: 'leaving a valid value writes it in its §5 format',
      events: [
        edit('right', 'sphere', '-2,5'),
        leave('right', 'sphere'),
        edit('right', 'pd', '31.5'),
        leave('right', 'pd'),
      ],
      expected: {
        draft: {
          ...emptyPrescriptionDraft,
          right: { ...emptyPrescriptionDraft.right, sphere: '-2,50', pd: '31,5' },
        },
      },
    },
    {
      name: 'a plano sphere is written with ±',
      events: [edit('left', 'sphere', '0'), leave('left', 'sphere')],
      expected: {
        draft: { ...emptyPrescriptionDraft, left: { ...emptyPrescriptionDraft.left, sphere: '±0,00' } },
      },
    },
    {
      name: 'leaving an invalid value shows its error and keeps the text',
      events: [edit('right', 'axis', '200'), leave('right', 'axis')],
      expected: {
        draft: { ...emptyPrescriptionDraft, right: { ...emptyPrescriptionDraft.right, axis: '200' } },
        shown: {
          values: { 'right.axis': { key: 'validation.prescription.range', params: { min: 0, max: 180 } } },
          noValues: false,
        },
      },
    },
    {
      name: 'typing in a field clears its error',
      events: [edit('right', 'axis', '200'), leave('right', 'axis'), edit('right', 'axis', '20')],
      expected: { shown: { values: {}, noValues: false } },
    },
    {
      name: 'leaving the name field empty says nothing yet',
      events: [{ type: 'leaveName' }],
      expected: { shown: { values: {}, noValues: false } },
    },
    {
      name: 'a refused submit shows the errors and asks to focus the first',
      events: [named, edit('right', 'cylinder', '-1'), { type: 'submit' }],
      expected: {
        status: 'editing',
        focus: { target: 'right.axis' },
        shown: {
          name: undefined,
          values: { 'right.axis': { key: 'validation.prescription.axisRequired' } },
          noValues: false,
        },
      },
    },
    {
      name: 'a valid submit sends',
      events: [...varifocal, { type: 'submit' }],
      expected: { status: 'sending' },
    },
    {
      name: 'an answer saves',
      events: [...varifocal, { type: 'submit' }, { type: 'sent' }],
      expected: { status: 'saved' },
    },
    {
      name: 'a failure keeps what was typed',
      events: [...varifocal, { type: 'submit' }, { type: 'sendFailed' }],
      expected: { status: 'failed', name: 'Lesebrille' },
    },
    {
      name: 'after a failure the shopper may send again',
      events: [...varifocal, { type: 'submit' }, { type: 'sendFailed' }, { type: 'submit' }],
      expected: { status: 'sending' },
    },
    {
      name: 'a refused document is not kept',
      events: [
        { type: 'chooseMode', mode: 'document' },
        { type: 'chooseDocument', file: file('rezept.heic', 'image/heic') },
      ],
      expected: { document: undefined, shown: { values: {}, noValues: false, document: 'type' } },
    },
    {
      name: 'a good document replaces the refusal',
      events: [
        { type: 'chooseMode', mode: 'document' },
        { type: 'chooseDocument', file: file('rezept.heic', 'image/heic') },
        { type: 'chooseDocument', file: file('rezept.jpg', 'image/jpeg') },
      ],
      expected: {
        document: file('rezept.jpg', 'image/jpeg'),
        shown: { values: {}, noValues: false, document: undefined },
      },
    },
    {
      name: 'switching the mode keeps the typed values and clears the errors',
      events: [edit('right', 'sphere', 'x'), { type: 'submit' }, { type: 'chooseMode', mode: 'document' }],
      expected: { mode: 'document', shown: { values: {}, noValues: false } },
    },
    {
      name: 'starting over after saving begins empty',
      events: [...varifocal, { type: 'submit' }, { type: 'sent' }, { type: 'startOver' }],
      expected: initial,
    },
  ])('$name', ({ events, expected }) => {
    expect(run(events)).toMatchObject(expected);
  });

  it.for<{ name: string; events: Event[]; event: Event }>([
    {
      name: 'typing while sending',
      events: [...varifocal, { type: 'submit' }],
      event: edit('right', 'sphere', '1'),
    },
    { name: 'sending twice', events: [...varifocal, { type: 'submit' }], event: { type: 'submit' } },
    { name: 'an answer when nothing was sent', events: [], event: { type: 'sent' } },
    { name: 'a failure when nothing was sent', events: [], event: { type: 'sendFailed' } },
    { name: 'starting over before saving', events: varifocal, event: { type: 'startOver' } },
    { name: 'choosing the mode already chosen', events: [], event: { type: 'chooseMode', mode: 'values' } },
    {
      name: 'leaving an already formatted value',
      events: [edit('right', 'sphere', '-2,50')],
      event: leave('right', 'sphere'),
    },
    { name: 'a cancelled file dialog', events: [], event: { type: 'chooseDocument', file: undefined } },
    { name: 'removing when nothing is chosen', events: [], event: { type: 'removeDocument' } },
  ])('ignores $name (same state)', ({ events, event }) => {
    const state = run(events);
    expect(transition(state, event)).toBe(state);
  });
});
