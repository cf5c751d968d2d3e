import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Field,
  FieldContent,
  FieldError,
  FieldLabel,
  type BadgeProps,
} from '@lumen/design-system';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useBlockTexts } from '../i18n/block-texts.ts';
import {
  ears,
  resultFrequencies,
  type HearingCategory,
  type HearingTestResult,
  type Threshold,
} from './hearing-test.machine.ts';

type HeadingTag = 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

/** The badge colour of each category: green when all is well, red where a doctor should look. */
const categoryBadge = {
  normal: 'sustainable',
  mild: 'info',
  moderate: 'info',
  specialist: 'sale',
} as const satisfies Record<HearingCategory, BadgeProps['variant']>;

export type HearingTestResultViewProps = {
  result: HearingTestResult;
  /** Formats a number (a frequency, a level) for the shop's locale. */
  formatNumber: (value: number) => string;
  bookingHref: string;
  /** The heading of each ear and of the send form. */
  headingTag: HeadingTag;
  /** Offered only when given: sends the result once the shopper consented. */
  onSendResult?: ((result: HearingTestResult) => Promise<void>) | undefined;
};

/** The result: each ear's category, the advice, the thresholds, the booking link and the offer to send. */
export function HearingTestResultView({
  result,
  formatNumber,
  bookingHref,
  headingTag: EarHeading,
  onSendResult,
}: HearingTestResultViewProps) {
  const t = useBlockTexts('hearingTest');
  const level = (threshold: Threshold) =>
    threshold === null ? t('result.noResponse') : t('result.decibels', { value: formatNumber(threshold) });
  return (
    <div data-slot="hearing-test-result" data-overall={result.overall} className="flex flex-col gap-6">
      <ul className="grid gap-3 sm:grid-cols-2">
        {ears.map((ear) => (
          <li
            key={ear}
            data-slot="hearing-test-ear"
            data-ear={ear}
            data-category={result[ear].category}
            className="flex flex-col items-start gap-2 rounded-md border border-border bg-surface-muted p-4"
          >
            <EarHeading className="text-base font-semibold">{t(`ears.${ear}`)}</EarHeading>
            <Badge variant={categoryBadge[result[ear].category]}>
              {t(`result.categories.${result[ear].category}.label`)}
            </Badge>
          </li>
        ))}
      </ul>
      <p data-slot="hearing-test-advice" className="max-w-prose">
        {t(`result.categories.${result.category}.advice`)}
      </p>
      {result.asymmetric && (
        <p data-slot="hearing-test-asymmetry" className="max-w-prose font-semibold">
          {t('result.asymmetric')}
        </p>
      )}
      <div className="overflow-x-auto">
        <table className="w-full max-w-xl border-collapse text-start text-sm">
          <caption className="mb-2 text-start text-sm text-foreground-muted">
            {t('result.tableCaption')}
          </caption>
          <thead>
            <tr className="border-b border-border-strong">
              <th scope="col" className="py-2 pe-4 text-start font-semibold">
                {t('result.frequencyColumn')}
              </th>
              {ears.map((ear) => (
                <th key={ear} scope="col" className="py-2 pe-4 text-start font-semibold">
                  {t(`ears.${ear}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {resultFrequencies.map((frequency) => (
              <tr key={frequency} className="border-b border-border">
                <th scope="row" className="py-2 pe-4 text-start font-normal">
                  {t('hertz', { value: formatNumber(frequency) })}
                </th>
                {ears.map((ear) => (
                  <td key={ear} className="py-2 pe-4 tabular-nums">
                    {level(result[ear].thresholds[frequency])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="max-w-prose text-sm text-foreground-muted">{t('disclaimer')}</p>
      <Button asChild size="lg" className="self-start">
        <a data-slot="hearing-test-booking" href={bookingHref}>
          {t('result.book')}
        </a>
      </Button>
      {onSendResult && <SendResultForm result={result} headingTag={EarHeading} onSendResult={onSendResult} />}
    </div>
  );
}

type SendStatus = 'idle' | 'consent-missing' | 'sending' | 'sent' | 'failed';

type SendResultFormProps = {
  result: HearingTestResult;
  headingTag: HeadingTag;
  onSendResult: (result: HearingTestResult) => Promise<void>;
};

/**
 * "Send my result to the branch": nothing leaves the browser unless the shopper ticked the consent
 * box; pressing send without it explains why and moves the focus to the box.
 */
function SendResultForm({ result, headingTag: Heading, onSendResult }: SendResultFormProps) {
  const t = useBlockTexts('hearingTest');
  const headingId = useId();
  const [consented, setConsented] = useState(false);
  const [status, setStatus] = useState<SendStatus>('idle');
  const consentRef = useRef<HTMLButtonElement>(null);
  const sentRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // The form and its button are gone: the confirmation takes the focus.
    if (status === 'sent') sentRef.current?.focus();
  }, [status]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === 'sending') return;
    if (!consented) {
      setStatus('consent-missing');
      consentRef.current?.focus();
      return;
    }
    setStatus('sending');
    try {
      await onSendResult(result);
      setStatus('sent');
    } catch {
      setStatus('failed');
    }
  }

  if (status === 'sent') {
    return (
      <div ref={sentRef} tabIndex={-1} data-slot="hearing-test-sent" className="rounded-md">
        <Alert kind="CONFIRM" title={t('send.sent')} />
      </div>
    );
  }

  return (
    <form
      data-slot="hearing-test-send"
      aria-labelledby={headingId}
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-4 rounded-md border border-border p-4"
    >
      <Heading id={headingId} className="text-base font-semibold">
        {t('send.heading')}
      </Heading>
      <p className="max-w-prose text-sm text-foreground-muted">{t('send.description')}</p>
      <Field orientation="horizontal" required>
        <Checkbox
          ref={consentRef}
          checked={consented}
          onCheckedChange={(checked) => {
            setConsented(checked === true);
            if (status === 'consent-missing') setStatus('idle');
          }}
        />
        <FieldContent>
          <FieldLabel>{t('send.consent')}</FieldLabel>
          <FieldError>{status === 'consent-missing' ? t('send.consentMissing') : undefined}</FieldError>
        </FieldContent>
      </Field>
      {status === 'failed' && <Alert kind="ERROR" description={t('send.failed')} />}
      <Button type="submit" variant="secondary" loading={status === 'sending'} className="self-start">
        {t('send.submit')}
      </Button>
    </form>
  );
}
