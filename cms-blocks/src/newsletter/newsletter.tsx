import {
  Alert,
  Button,
  Checkbox,
  cn,
  Field,
  FieldContent,
  FieldError,
  FieldLabel,
  Input,
  Link,
} from '@lumen/design-system';
import { resolveValidationMessage, type ValidationMessage } from '@lumen/domain';
import {
  Fragment,
  useEffect,
  useReducer,
  useRef,
  useState,
  type ComponentProps,
  type FormEvent,
} from 'react';
import { MissingBlockDataNotice, useBlockData } from '../block-data/block-data-provider.tsx';
import { useBlockTexts, type BlockTexts } from '../i18n/block-texts.ts';
import type { EditorAttributes } from '../registry/editor-attributes.ts';
import type { ConsentParagraph } from './consent-text.schema.ts';
import {
  checkNewsletterEmail,
  initialNewsletterState,
  newsletterReducer,
  newsletterSubmission,
  type NewsletterField,
  type NewsletterProblem,
} from './newsletter-form.ts';
import type { NewsletterContent } from './newsletter.schema.ts';
import { InteractiveSection } from '../interactive-section/interactive-section.tsx';

/**
 * Props of `Newsletter`: the parsed content (`NewsletterContentSchema`), editor attributes and the
 * section's attributes. The sign-up callback comes from the page's `BlockDataProvider`.
 */
export type NewsletterProps = NewsletterContent &
  EditorAttributes &
  Omit<ComponentProps<'section'>, keyof NewsletterContent | 'children'>;

/**
 * The consent richtext as a label's content: phrasing only (a label holds no paragraphs), so
 * paragraphs run inline with line breaks between them and the required marker follows the text.
 */
function ConsentText({ paragraphs }: { paragraphs: readonly ConsentParagraph[] }) {
  return paragraphs.map((paragraph, index) => (
    <Fragment key={index}>
      {index > 0 && <br />}
      {paragraph.map((inline, position) => {
        if (inline.kind === 'break') return <br key={position} />;
        const styled = (
          <span className={cn(inline.bold && 'font-semibold', inline.italic && 'italic')}>{inline.text}</span>
        );
        return inline.href ? (
          <Link key={position} href={inline.href}>
            {styled}
          </Link>
        ) : (
          <Fragment key={position}>{styled}</Fragment>
        );
      })}
    </Fragment>
  ));
}

function problemText(
  problem: NewsletterProblem | undefined,
  t: BlockTexts<'newsletter'>,
): string | undefined {
  if (!problem) return undefined;
  switch (problem.field) {
    case 'email':
      return validationText(problem.message, t);
    case 'consent':
      return t('consentRequired');
  }
}

/** A §5 message in the block's words: the domain names the key, the block's texts hold the text. */
function validationText(message: ValidationMessage, t: BlockTexts<'newsletter'>): string {
  return resolveValidationMessage(message, (key) => {
    switch (key) {
      case 'validation.required':
        return t('validation.required');
      case 'validation.email':
        return t('validation.email');
      default:
        // The email rules answer only these two; another key would be a domain change to word here.
        return t('validation.email');
    }
  });
}

/**
 * The newsletter sign-up (double opt-in): an email field checked by the §5 rules, a required
 * consent checkbox labelled by the editor's consent text, and the submit, handed to the
 * storefront's subscribeNewsletter. A field's error shows when it is left or the form is sent;
 * sending with errors focuses the first invalid field, whose description reads the error; the
 * answer replaces the form with a message that takes the focus; a failure is announced as an
 * alert and the form stays filled in.
 */
export function Newsletter({
  headline,
  text,
  placeholder,
  buttonLabel,
  consent,
  className,
  ...props
}: NewsletterProps) {
  const data = useBlockData();
  const t = useBlockTexts('newsletter');
  const [state, dispatch] = useReducer(newsletterReducer, initialNewsletterState);
  const [announcement, setAnnouncement] = useState('');
  const controls = useRef<Partial<Record<NewsletterField, HTMLElement | null>>>({});
  const answerRef = useRef<HTMLDivElement>(null);

  const focus = state.focus;
  // After the render that shows the errors, so that the focused field's description reads its error.
  useEffect(() => {
    if (!focus) return;
    const frame = requestAnimationFrame(() => controls.current[focus.field]?.focus());
    return () => cancelAnimationFrame(frame);
  }, [focus]);

  const answered = state.status === 'confirmation_sent' || state.status === 'already_subscribed';
  // The form is gone once answered: the answer takes the focus, so it is read out and nothing is lost.
  useEffect(() => {
    if (answered) answerRef.current?.focus();
  }, [answered]);

  if (!data) {
    return <MissingBlockDataNotice component="newsletter" items={[{ kind: 'no-provider' }]} />;
  }
  const subscribe = data.subscribeNewsletter;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.status === 'sending') return;
    setAnnouncement('');
    const submission = newsletterSubmission(state.values);
    dispatch({ type: 'submitted' });
    if (!submission.ok) return;
    try {
      if (!subscribe) throw new Error('No subscribeNewsletter callback was given to BlockDataProvider');
      const answer = await subscribe(submission.payload);
      dispatch({ type: 'answered', status: answer.status });
    } catch (error) {
      console.warn('Newsletter sign-up failed', error);
      dispatch({ type: 'failed' });
    }
  }

  function leave(field: NewsletterField) {
    dispatch({ type: 'field-left', field });
    const checked = field === 'email' && (state.values.email !== '' || state.shown.email !== undefined);
    const message = checked ? checkNewsletterEmail(state.values.email) : undefined;
    // A problem found on leaving a field is announced: the focus has moved on from its description.
    setAnnouncement(message ? `${t('emailLabel')}: ${validationText(message, t)}` : '');
  }

  const emailError = problemText(state.shown.email, t);
  const consentError = problemText(state.shown.consent, t);
  const sentTo = state.sentTo ?? '';

  return (
    <InteractiveSection
      slotName="newsletter"
      frame="panel"
      headline={headline}
      text={text}
      width="2xl"
      data-status={state.status}
      className={className}
      {...props}
    >
      {answered ? (
        <Alert
          ref={answerRef}
          tabIndex={-1}
          data-slot="newsletter-answer"
          kind="CONFIRM"
          className="outline-none focus-visible:outline-2 focus-visible:outline-ring"
          title={
            state.status === 'confirmation_sent' ? t('confirmationSent.title') : t('alreadySubscribed.title')
          }
          description={
            state.status === 'confirmation_sent'
              ? t('confirmationSent.description', { email: sentTo })
              : t('alreadySubscribed.description', { email: sentTo })
          }
        />
      ) : (
        <form
          data-slot="newsletter-form"
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => void handleSubmit(event)}
        >
          {state.status === 'failed' && (
            <Alert
              data-slot="newsletter-failure"
              kind="ERROR"
              title={t('failed.title')}
              description={t('failed.description')}
            />
          )}
          <Field required>
            <FieldLabel requiredLabel={t('requiredLabel')}>{t('emailLabel')}</FieldLabel>
            <Input
              ref={(element) => {
                controls.current.email = element;
              }}
              data-slot="newsletter-email"
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              spellCheck={false}
              placeholder={placeholder}
              value={state.values.email}
              onChange={(event) => dispatch({ type: 'email-changed', email: event.currentTarget.value })}
              onBlur={() => leave('email')}
            />
            <FieldError>{emailError}</FieldError>
          </Field>
          <Field orientation="horizontal" required>
            <Checkbox
              ref={(element) => {
                controls.current.consent = element;
              }}
              data-slot="newsletter-consent"
              name="consent"
              checked={state.values.consent}
              onCheckedChange={(checked) => dispatch({ type: 'consent-changed', consent: checked === true })}
            />
            <FieldContent>
              <FieldLabel requiredLabel={t('requiredLabel')} className="font-normal">
                <ConsentText paragraphs={consent} />
              </FieldLabel>
              <FieldError>{consentError}</FieldError>
            </FieldContent>
          </Field>
          <Button
            data-slot="newsletter-submit"
            type="submit"
            size="lg"
            loading={state.status === 'sending'}
            className="self-start"
          >
            {buttonLabel ?? t('submit')}
          </Button>
          <div role="status" data-slot="newsletter-announcer" className="sr-only">
            {announcement}
          </div>
        </form>
      )}
    </InteractiveSection>
  );
}
