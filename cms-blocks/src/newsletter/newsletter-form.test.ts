import { describe, expect, it } from 'vitest';
import {
  checkNewsletterEmail,
  initialNewsletterState,
  newsletterReducer,
  newsletterSubmission,
  type NewsletterAction,
  type NewsletterState,
} from './newsletter-form.ts';

function run(...actions: NewsletterAction[]): NewsletterState {
  return actions.reduce(newsletterReducer, initialNewsletterState);
}

const required = { key: 'validation.required' };
const invalid = { key: 'validation.email' };

describe('§5 the newsletter email: required, and an email address', () => {
  it.for([
    ['', required],
    ['   ', required],
    ['anna.muster', invalid],
    ['anna@lumen', invalid],
    ['anna@lumen-optik.de', undefined],
    [' jan.novak@seznam.cz ', undefined],
    ['zofia@müller.de', undefined],
  ] as const)('%o gives %o', ([email, message]) => {
    expect(checkNewsletterEmail(email)).toEqual(message);
  });
});

describe('§7 subscribeNewsletter payload: email trimmed, consent given', () => {
  it.for([
    {
      name: 'a valid address and consent',
      values: { email: ' anna@lumen-optik.de ', consent: true },
      submission: { ok: true, payload: { email: 'anna@lumen-optik.de', consent: true } },
    },
    {
      name: 'no consent',
      values: { email: 'anna@lumen-optik.de', consent: false },
      submission: { ok: false, problems: [{ field: 'consent' }] },
    },
    {
      name: 'nothing filled in: every problem, in field order',
      values: { email: '', consent: false },
      submission: { ok: false, problems: [{ field: 'email', message: required }, { field: 'consent' }] },
    },
  ])('$name', ({ values, submission }) => {
    expect(newsletterSubmission(values)).toEqual(submission);
  });
});

describe('the newsletter form: when problems show and where the sign-up stands', () => {
  it('shows no problem while typing, and the first one on leaving the field', () => {
    const typing = run({ type: 'email-changed', email: 'anna@' });
    expect(typing.shown).toEqual({});
    expect(
      run({ type: 'email-changed', email: 'anna@' }, { type: 'field-left', field: 'email' }).shown,
    ).toEqual({
      email: { field: 'email', message: invalid },
    });
  });

  it('does not complain about an untouched empty field being left', () => {
    expect(run({ type: 'field-left', field: 'email' })).toBe(initialNewsletterState);
  });

  it('lets a shown problem follow the correction', () => {
    const state = run(
      { type: 'email-changed', email: 'anna@' },
      { type: 'field-left', field: 'email' },
      { type: 'email-changed', email: 'anna@lumen-optik.de' },
    );
    expect(state.shown.email).toBeUndefined();
  });

  it('on a refused submit shows every problem and asks to focus the first, again on each try', () => {
    const once = run({ type: 'consent-changed', consent: false }, { type: 'submitted' });
    expect(once).toMatchObject({
      status: 'editing',
      shown: { email: { field: 'email', message: required }, consent: { field: 'consent' } },
      focus: { field: 'email', attempt: 1 },
    });
    const twice = newsletterReducer(
      newsletterReducer(once, { type: 'email-changed', email: 'anna@lumen-optik.de' }),
      {
        type: 'submitted',
      },
    );
    expect(twice.focus).toEqual({ field: 'consent', attempt: 2 });
  });

  it('ticking the consent clears its problem', () => {
    const state = run({ type: 'submitted' }, { type: 'consent-changed', consent: true });
    expect(state.shown.consent).toBeUndefined();
  });

  const valid: NewsletterAction[] = [
    { type: 'email-changed', email: ' anna@lumen-optik.de ' },
    { type: 'consent-changed', consent: true },
  ];

  it('sends a valid form once and remembers the address', () => {
    const sending = run(...valid, { type: 'submitted' });
    expect(sending).toMatchObject({ status: 'sending', shown: {}, sentTo: 'anna@lumen-optik.de' });
    expect(newsletterReducer(sending, { type: 'submitted' })).toBe(sending);
  });

  it.for(['confirmation_sent', 'already_subscribed'] as const)('takes the answer %s', (status) => {
    expect(run(...valid, { type: 'submitted' }, { type: 'answered', status }).status).toBe(status);
  });

  it('keeps the form filled in after a failure, and clears the failure on the next change', () => {
    const failed = run(...valid, { type: 'submitted' }, { type: 'failed' });
    expect(failed).toMatchObject({
      status: 'failed',
      values: { email: ' anna@lumen-optik.de ', consent: true },
    });
    expect(newsletterReducer(failed, { type: 'email-changed', email: 'anna@lumen-optik.ch' }).status).toBe(
      'editing',
    );
  });

  it('ignores an answer when nothing was sent', () => {
    expect(run({ type: 'answered', status: 'confirmation_sent' })).toBe(initialNewsletterState);
    expect(run({ type: 'failed' })).toBe(initialNewsletterState);
  });
});
