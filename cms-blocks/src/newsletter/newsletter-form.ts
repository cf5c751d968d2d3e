import {
  checkEmail,
  checkRequired,
  type RpcPayload,
  type RpcResponse,
  type ValidationMessage,
} from '@lumen/domain';

/*
 * The newsletter form's logic as a pure reducer: what the shopper typed, which problems show, and
 * where the sign-up stands. The component renders the state and runs the call; this module is
 * tested without the DOM.
 */

const newsletterFields = ['email', 'consent'] as const;
export type NewsletterField = (typeof newsletterFields)[number];

/** A problem of one field: a §5 validation message for the email, the unticked box for the consent. */
export type NewsletterProblem =
  { readonly field: 'email'; readonly message: ValidationMessage } | { readonly field: 'consent' };

export type NewsletterValues = { readonly email: string; readonly consent: boolean };

/** Where the sign-up stands: filling in, waiting for the answer, answered, or failed (the form stays). */
export type NewsletterStatus =
  'editing' | 'sending' | RpcResponse<'subscribeNewsletter'>['status'] | 'failed';

export type NewsletterState = {
  readonly values: NewsletterValues;
  /** The problems on show: a field's first shows when it is left or the form is sent, then follows each change. */
  readonly shown: Readonly<Partial<Record<NewsletterField, NewsletterProblem>>>;
  readonly status: NewsletterStatus;
  /** The address the answer is about, as sent. */
  readonly sentTo?: string;
  /** The field to focus after a refused submit; `attempt` changes on every one, so each focuses again. */
  readonly focus?: { readonly field: NewsletterField; readonly attempt: number };
};

export const initialNewsletterState: NewsletterState = {
  values: { email: '', consent: false },
  shown: {},
  status: 'editing',
};

/** §5: the email is required and must be an email address; the first rule it breaks. */
export function checkNewsletterEmail(email: string): ValidationMessage | undefined {
  const required = checkRequired(email);
  if (!required.ok) return required.message;
  const format = checkEmail(email);
  return format.ok ? undefined : format.message;
}

function problemOf(field: NewsletterField, values: NewsletterValues): NewsletterProblem | undefined {
  switch (field) {
    case 'email': {
      const message = checkNewsletterEmail(values.email);
      return message && { field, message };
    }
    case 'consent':
      // Consent to marketing mail must be given actively (GDPR): the box starts unticked.
      return values.consent ? undefined : { field };
  }
}

export type NewsletterSubmission =
  | { readonly ok: true; readonly payload: RpcPayload<'subscribeNewsletter'> }
  | { readonly ok: false; readonly problems: readonly NewsletterProblem[] };

/** The subscribeNewsletter payload of the values, or every problem in field order. */
export function newsletterSubmission(values: NewsletterValues): NewsletterSubmission {
  const problems = newsletterFields
    .map((field) => problemOf(field, values))
    .filter((problem) => problem !== undefined);
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, payload: { email: values.email.trim(), consent: true } };
}

export type NewsletterAction =
  | { readonly type: 'email-changed'; readonly email: string }
  | { readonly type: 'consent-changed'; readonly consent: boolean }
  | { readonly type: 'field-left'; readonly field: NewsletterField }
  | { readonly type: 'submitted' }
  | { readonly type: 'answered'; readonly status: RpcResponse<'subscribeNewsletter'>['status'] }
  | { readonly type: 'failed' };

function change(state: NewsletterState, field: NewsletterField, values: NewsletterValues): NewsletterState {
  // Once a problem shows, it follows the correction; a first problem waits for leaving or sending.
  const shown = state.shown[field] ? { ...state.shown, [field]: problemOf(field, values) } : state.shown;
  // Changing the form after a failure starts over: the failure notice goes.
  return { ...state, values, shown, status: state.status === 'failed' ? 'editing' : state.status };
}

export function newsletterReducer(state: NewsletterState, action: NewsletterAction): NewsletterState {
  switch (action.type) {
    case 'email-changed':
      return change(state, 'email', { ...state.values, email: action.email });
    case 'consent-changed':
      return change(state, 'consent', { ...state.values, consent: action.consent });
    case 'field-left':
      // Leaving an empty field one never typed in is no mistake yet.
      if (action.field === 'email' && state.values.email === '' && !state.shown.email) return state;
      if (action.field === 'consent' && !state.shown.consent) return state;
      return { ...state, shown: { ...state.shown, [action.field]: problemOf(action.field, state.values) } };
    case 'submitted': {
      if (state.status === 'sending') return state;
      const submission = newsletterSubmission(state.values);
      if (submission.ok) return { ...state, shown: {}, status: 'sending', sentTo: submission.payload.email };
      const [first] = submission.problems;
      return {
        ...state,
        shown: Object.fromEntries(submission.problems.map((problem) => [problem.field, problem])),
        status: 'editing',
        ...(first && { focus: { field: first.field, attempt: (state.focus?.attempt ?? 0) + 1 } }),
      };
    }
    // Only the answer to a call under way counts; a late one after a reset is dropped.
    case 'answered':
      return state.status === 'sending' ? { ...state, status: action.status } : state;
    case 'failed':
      return state.status === 'sending' ? { ...state, status: 'failed' } : state;
  }
}
