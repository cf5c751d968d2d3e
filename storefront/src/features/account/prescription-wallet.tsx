import { useRouteContext } from '@tanstack/react-router';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Button,
  ConfirmDialog,
  Field,
  FieldDescription,
  FieldError,
  FieldLabel,
  Input,
  PrescriptionTable,
  validationText,
} from '@lumen/design-system';
import { PrescriptionValuesSchema, RpcError, validationMessageFromIssue } from '@lumen/domain';
import type { IsoDate, PrescriptionValues, SavedPrescription } from '@lumen/domain';
import type { RouterContext } from '../../router.tsx';
import { savedPrescriptionsQuery } from '../../queries/account-queries.ts';
import { formatShopDate } from '../orders/shop-date.ts';
import { EyeValuesFieldset, usePrescriptionColumns } from '../prescriptions/eye-values-fieldset.tsx';
import type { Eye, EyeValueField } from '../prescriptions/eye-values-fieldset.tsx';

type PageContext = Pick<RouterContext, 'rpc' | 'shop'>;

/** The values a kept prescription asks for, in the order an optician writes them. */
const walletFields = ['sphere', 'cylinder', 'axis', 'addition', 'pd'] as const;
type Draft = { name: string; measuredOn: string; values: PrescriptionValues };

function draftOf(saved: SavedPrescription | undefined): Draft {
  return {
    name: saved?.name ?? '',
    measuredOn: saved?.measuredOn ?? '',
    values: saved?.values ?? { right: {}, left: {} },
  };
}

/**
 * Adds a prescription or changes a kept one: a name, the day it was measured and per eye the values
 * in the §5 formats, each chosen from the domain's ranges and steps. The domain's rules (a cylinder
 * needs its axis) are checked before anything is sent; at least one value is needed.
 */
function PrescriptionForm({
  saved,
  today,
  onDone,
}: {
  saved: SavedPrescription | undefined;
  today: IsoDate;
  onDone: (name: string) => void;
}) {
  const { rpc }: PageContext = useRouteContext({ from: '__root__' });
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const formId = useId();
  const [draft, setDraft] = useState<Draft>(() => draftOf(saved));
  const [errors, setErrors] = useState<{ name?: string; values?: string }>({});
  const save = useMutation({
    mutationFn: (payload: { name: string; values: PrescriptionValues; measuredOn: string | null }) =>
      saved ? rpc('updatePrescription', { ...payload, id: saved.id }) : rpc('savePrescription', payload),
    onSuccess: async (kept) => {
      await queryClient.invalidateQueries({ queryKey: savedPrescriptionsQuery(rpc).queryKey });
      onDone(kept.name);
    },
  });
  const messages = t('validation', { returnObjects: true }) as object;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = draft.values;
    const parsed = PrescriptionValuesSchema.safeParse(values);
    const issue = parsed.success ? undefined : parsed.error.issues[0];
    const message = issue && validationMessageFromIssue(issue);
    const anyValue = [...Object.values(values.right), ...Object.values(values.left)].some(
      (value) => value !== undefined,
    );
    const found = {
      ...(draft.name.trim() === '' && { name: validationText({ key: 'validation.required' }, messages) }),
      ...(!anyValue
        ? { values: t('prescriptions.needValue') }
        : message && { values: validationText(message, messages) }),
    };
    setErrors(found);
    if (found.name || found.values || save.isPending) return;
    save.mutate({
      name: draft.name.trim(),
      values,
      measuredOn: draft.measuredOn === '' ? null : draft.measuredOn,
    });
  }

  const setEye = (eye: Eye, field: EyeValueField, value: number | undefined) =>
    setDraft((current) => ({
      ...current,
      values: { ...current.values, [eye]: { ...current.values[eye], [field]: value } },
    }));
  const tooMany = save.error instanceof RpcError && save.error.status === 413;
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby={formId}
      className="flex flex-col gap-4 rounded-md border border-border p-4"
      data-slot="prescription-form"
    >
      <h3 id={formId} className="font-semibold">
        {saved ? t('prescriptions.edit', { name: saved.name }) : t('prescriptions.add')}
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field required invalid={errors.name !== undefined}>
          <FieldLabel>{t('prescriptions.name')}</FieldLabel>
          <FieldDescription>{t('prescriptions.nameHelp')}</FieldDescription>
          <Input
            name="name"
            maxLength={60}
            value={draft.name}
            onChange={(event) => setDraft({ ...draft, name: event.target.value })}
          />
          {errors.name && <FieldError>{errors.name}</FieldError>}
        </Field>
        <Field>
          <FieldLabel>{t('prescriptions.measuredOn')}</FieldLabel>
          <Input
            type="date"
            name="measuredOn"
            max={today}
            value={draft.measuredOn}
            onChange={(event) => setDraft({ ...draft, measuredOn: event.target.value })}
          />
        </Field>
      </div>
      {(['right', 'left'] as const).map((eye) => (
        <EyeValuesFieldset
          key={eye}
          eye={eye}
          fields={walletFields}
          values={draft.values[eye]}
          onChange={(field, value) => setEye(eye, field, value)}
        />
      ))}
      {errors.values && (
        <p className="text-sm text-danger" role="alert" data-slot="prescription-values-error">
          {errors.values}
        </p>
      )}
      {save.isError && (
        <Alert kind="ERROR" description={t(tooMany ? 'prescriptions.tooMany' : 'accountUser.failed')} />
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={save.isPending}>
          {t('prescriptions.save')}
        </Button>
        <Button type="button" variant="secondary" onClick={() => onDone('')}>
          {t('prescriptions.cancel')}
        </Button>
      </div>
    </form>
  );
}

function DeletePrescription({ saved, onDeleted }: { saved: SavedPrescription; onDeleted: () => void }) {
  const { rpc }: PageContext = useRouteContext({ from: '__root__' });
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => rpc('deletePrescription', { id: saved.id }),
    onSuccess: async () => {
      onDeleted();
      await queryClient.invalidateQueries({ queryKey: savedPrescriptionsQuery(rpc).queryKey });
    },
  });
  return (
    <ConfirmDialog
      trigger={
        <Button variant="secondary" size="sm">
          {t('prescriptions.delete', { name: saved.name })}
        </Button>
      }
      title={t('prescriptions.deleteTitle', { name: saved.name })}
      description={t('prescriptions.deleteText')}
      confirmLabel={t('prescriptions.deleteConfirm')}
      keepLabel={t('prescriptions.keep')}
      closeLabel={t('overlay.close')}
      onConfirm={() => remove.mutateAsync()}
    />
  );
}

/**
 * The prescription wallet on the user page: the prescriptions the customer keeps, each as the
 * optician's table with the day it was measured, to change or delete; and a form to add one. The
 * configurator offers them (next issue). `today` is the loader's, the latest day a measurement has.
 */
export function PrescriptionWallet({ today }: { today: IsoDate }) {
  const { rpc, shop }: PageContext = useRouteContext({ from: '__root__' });
  const { t } = useTranslation();
  const headingId = useId();
  const columns = usePrescriptionColumns(walletFields);
  const { data: prescriptions } = useSuspenseQuery(savedPrescriptionsQuery(rpc));
  // Which form is open: a kept prescription's id, 'new', or none.
  const [editing, setEditing] = useState<string>();
  const [status, setStatus] = useState('');
  const done = (message: string) => {
    setEditing(undefined);
    setStatus(message);
  };
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-lg border border-border bg-surface p-4 sm:p-6"
      data-slot="prescription-wallet"
    >
      <h2 id={headingId} className="text-lg font-semibold">
        {t('prescriptions.heading')}
      </h2>
      <p className="text-sm text-foreground-muted">{t('prescriptions.intro')}</p>
      <p role="status" className="text-sm text-success empty:hidden" data-slot="prescription-status">
        {status}
      </p>
      {prescriptions.length === 0 && editing === undefined && <p>{t('prescriptions.empty')}</p>}
      <ul className="flex flex-col gap-4">
        {prescriptions.map((saved) => (
          <li key={saved.id} className="flex flex-col gap-2" data-slot="saved-prescription">
            {editing === saved.id ? (
              <PrescriptionForm
                saved={saved}
                today={today}
                onDone={(name) => done(name ? t('prescriptions.saved', { name }) : '')}
              />
            ) : (
              <>
                <PrescriptionTable
                  caption={saved.name}
                  columns={columns}
                  eyes={[
                    { label: t('basketPage.right'), values: saved.values.right },
                    { label: t('basketPage.left'), values: saved.values.left },
                  ]}
                />
                {saved.measuredOn && (
                  <p className="text-sm text-foreground-muted">
                    {t('prescriptions.measured', { date: formatShopDate(saved.measuredOn, shop) })}
                  </p>
                )}
                <div className="flex flex-wrap gap-2">
                  <Button variant="secondary" size="sm" onClick={() => setEditing(saved.id)}>
                    {t('prescriptions.edit', { name: saved.name })}
                  </Button>
                  <DeletePrescription
                    saved={saved}
                    onDeleted={() => setStatus(t('prescriptions.deleted', { name: saved.name }))}
                  />
                </div>
              </>
            )}
          </li>
        ))}
      </ul>
      {editing === 'new' ? (
        <PrescriptionForm
          saved={undefined}
          today={today}
          onDone={(name) => done(name ? t('prescriptions.saved', { name }) : '')}
        />
      ) : (
        <Button variant="secondary" className="self-start" onClick={() => setEditing('new')}>
          {t('prescriptions.add')}
        </Button>
      )}
    </section>
  );
}
