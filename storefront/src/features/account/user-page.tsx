import { useRouteContext } from '@tanstack/react-router';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AddressForm,
  Alert,
  Button,
  DateOfBirthField,
  Field,
  FieldError,
  FieldLabel,
  Input,
  PhoneField,
  countryCallingCodes,
} from '@lumen/design-system';
import type { PhoneFieldMessages } from '@lumen/design-system';
import { RpcError, checkPersonName, checkPhoneNumber, checkRequired } from '@lumen/domain';
import type {
  AddressInput,
  CountryCode,
  DateOfBirthResult,
  IsoDate,
  PhoneNumberInput,
  RpcPayload,
  User,
} from '@lumen/domain';
import type { RouterContext } from '../../router.tsx';
import { userInfoQuery, userQuery } from '../../queries/session-queries.ts';
import { useAddressFormTexts } from '../checkout/use-address-form-texts.ts';
import { keptAddresses } from '../checkout/checkout-address-step.tsx';
import { isoDateOf } from '../forms/calendar-date.ts';
import { ShopPasswordField } from '../forms/shop-password-field.tsx';
import { useFieldCheck } from '../forms/use-field-check.ts';
import { Panel } from '../page/panel.tsx';
import { PrescriptionWallet } from './prescription-wallet.tsx';

type PageContext = Pick<RouterContext, 'rpc' | 'shop'>;
type UpdateUser = RpcPayload<'updateUser'>;

/** What a save tells: done (a polite status) or failed (an alert). */
function SaveOutcome({ done, failed }: { done: string | undefined; failed: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <p role="status" className="text-sm text-success empty:hidden" data-slot="user-page-status">
        {done}
      </p>
      {failed && <Alert kind="ERROR" description={t('accountUser.failed')} />}
    </>
  );
}

/** The user page's save: the answer (the User with its addresses) replaces what the pages show. */
function useUpdateUser() {
  const { rpc }: PageContext = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: UpdateUser) => rpc('updateUser', payload),
    onSuccess: async (user) => {
      queryClient.setQueryData(userInfoQuery(rpc).queryKey, user);
      await queryClient.invalidateQueries({ queryKey: userQuery(rpc).queryKey });
    },
  });
}

/** `+49 30 1234567` as the form's two parts; a number without a country part keeps the shop's. */
function phoneParts(line: string | undefined, fallbackCode: string): PhoneNumberInput {
  const parts = /^(\+\d+)\s+(.+)$/.exec(line ?? '');
  return parts ? { countryCode: parts[1]!, number: parts[2]! } : { countryCode: fallbackCode, number: '' };
}

/** `1990-03-12` → `12.03.1990`, as the date of birth field shows it. */
const fieldDate = (iso: string | undefined) => (iso ? iso.split('-').reverse().join('.') : '');

function PersonalData({ user }: { user: User }) {
  const { shop }: PageContext = useRouteContext({ from: '__root__' });
  const { t } = useTranslation();
  const { countryLabels } = useAddressFormTexts('');
  const check = useFieldCheck();
  const update = useUpdateUser();
  const [names, setNames] = useState({ firstName: user.firstName ?? '', lastName: user.lastName ?? '' });
  const [birthDate, setBirthDate] = useState(fieldDate(user.birthDate));
  const [birthVerdict, setBirthVerdict] = useState<DateOfBirthResult>({ ok: true, date: undefined });
  const [phone, setPhone] = useState<PhoneNumberInput>(() =>
    phoneParts(user.phone, countryCallingCodes[shop.country]),
  );
  const [errors, setErrors] = useState<{ firstName?: string; lastName?: string; phone?: string }>({});
  const [done, setDone] = useState<string>();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setDone(undefined);
    const found = {
      firstName: check(checkRequired(names.firstName), checkPersonName(names.firstName)),
      lastName: check(checkRequired(names.lastName), checkPersonName(names.lastName)),
      phone: phone.number.trim() === '' ? undefined : check(checkPhoneNumber(phone)),
    };
    setErrors(found);
    if (found.firstName || found.lastName || found.phone || !birthVerdict.ok || update.isPending) return;
    update.mutate(
      {
        firstName: names.firstName.trim(),
        lastName: names.lastName.trim(),
        // Emptied fields remove what was kept.
        birthDate: birthVerdict.date ? isoDateOf(birthVerdict.date) : birthDate === '' ? null : undefined,
        phone: phone.number.trim() === '' ? null : `${phone.countryCode} ${phone.number.trim()}`,
      },
      { onSuccess: () => setDone(t('accountUser.saved')) },
    );
  }

  return (
    <Panel title={t('accountUser.personal')}>
      {user.email && (
        <p className="text-sm text-foreground-muted">{t('accountUser.signInEmail', { email: user.email })}</p>
      )}
      <form
        noValidate
        onSubmit={submit}
        className="flex flex-col gap-4"
        aria-label={t('accountUser.personal')}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          {(['firstName', 'lastName'] as const).map((key) => (
            <Field key={key} required invalid={errors[key] !== undefined}>
              <FieldLabel>{t(`form_fields.${key}`)}</FieldLabel>
              <Input
                name={key}
                autoComplete={key === 'firstName' ? 'given-name' : 'family-name'}
                value={names[key]}
                onChange={(event) => setNames({ ...names, [key]: event.target.value })}
              />
              {errors[key] && <FieldError>{errors[key]}</FieldError>}
            </Field>
          ))}
        </div>
        <DateOfBirthField
          label={t('form_fields.dateOfBirth')}
          description={t('signIn.dateOfBirthHelp')}
          name="birthDate"
          autoComplete="bday"
          messages={t('validation', { returnObjects: true }) as { dateOfBirth: never }}
          value={birthDate}
          onValueChange={(value, verdict) => {
            setBirthDate(value);
            setBirthVerdict(verdict);
          }}
        />
        <PhoneField
          label={t('form_fields.phone')}
          countryCodeLabel={t('form_fields.phoneCountryCode')}
          countryLabels={countryLabels}
          countries={
            [
              shop.country,
              ...Object.keys(countryCallingCodes).filter((code) => code !== shop.country),
            ] as CountryCode[]
          }
          messages={t('validation', { returnObjects: true }) as PhoneFieldMessages}
          name="phone"
          value={phone}
          onValueChange={setPhone}
          {...(errors.phone && { error: errors.phone })}
        />
        <Button type="submit" className="self-start" loading={update.isPending}>
          {t('accountUser.save')}
        </Button>
        <SaveOutcome done={done} failed={update.isError} />
      </form>
    </Panel>
  );
}

function Addresses({ user }: { user: User }) {
  const { shop }: PageContext = useRouteContext({ from: '__root__' });
  const { t } = useTranslation();
  const texts = useAddressFormTexts(t('accountUser.saveAddress'));
  const update = useUpdateUser();
  const kept = keptAddresses(user);
  const [addingShipping, setAddingShipping] = useState(false);
  const [done, setDone] = useState<string>();
  const names = { firstName: user.firstName ?? '', lastName: user.lastName ?? '' };
  const save = (change: Pick<UpdateUser, 'billingAddress' | 'shippingAddress'>, message: string) => {
    setDone(undefined);
    update.mutate({ ...names, ...change }, { onSuccess: () => setDone(message) });
  };
  const formValues = (address: AddressInput | undefined) =>
    address ? { ...address, addition: address.addition ?? '' } : names;
  const showsShipping = kept?.shipping !== undefined || addingShipping;
  return (
    <Panel title={t('accountUser.addresses')}>
      <h3 className="font-semibold">{t('checkout.address.billing')}</h3>
      <AddressForm
        {...texts}
        aria-label={t('checkout.address.billing')}
        section="billing"
        countries={[shop.country]}
        defaultValues={formValues(kept?.billing)}
        submitting={update.isPending && update.variables.billingAddress !== undefined}
        onSubmit={({ country: _country, ...billingAddress }) =>
          save({ billingAddress }, t('accountUser.addressSaved'))
        }
      />
      <h3 className="mt-2 font-semibold">{t('checkout.address.shipping')}</h3>
      {showsShipping ? (
        <>
          <AddressForm
            {...texts}
            aria-label={t('checkout.address.shipping')}
            section="shipping"
            countries={[shop.country]}
            defaultValues={formValues(kept?.shipping)}
            submitting={update.isPending && update.variables.shippingAddress != null}
            onSubmit={({ country: _country, ...shippingAddress }) =>
              save({ shippingAddress }, t('accountUser.addressSaved'))
            }
          />
          {kept?.shipping && (
            <Button
              variant="secondary"
              className="self-start"
              onClick={() => {
                setAddingShipping(false);
                save({ shippingAddress: null }, t('accountUser.shippingRemoved'));
              }}
            >
              {t('accountUser.removeShipping')}
            </Button>
          )}
        </>
      ) : (
        <>
          <p className="text-sm text-foreground-muted">{t('accountUser.noShipping')}</p>
          <Button variant="secondary" className="self-start" onClick={() => setAddingShipping(true)}>
            {t('accountUser.addShipping')}
          </Button>
        </>
      )}
      <SaveOutcome done={done} failed={update.isError} />
    </Panel>
  );
}

function ChangePassword() {
  const { rpc }: PageContext = useRouteContext({ from: '__root__' });
  const { t } = useTranslation();
  const [values, setValues] = useState({ currentPassword: '', newPassword: '' });
  const [wrong, setWrong] = useState(false);
  const [done, setDone] = useState<string>();
  const change = useMutation({
    mutationFn: (payload: RpcPayload<'changePassword'>) => rpc('changePassword', payload),
    onSuccess: () => {
      setValues({ currentPassword: '', newPassword: '' });
      setDone(t('accountUser.passwordChanged'));
    },
    onError: (error) => {
      setWrong(
        error instanceof RpcError &&
          error.details.some((detail) => detail.field === 'payload.currentPassword'),
      );
    },
  });
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setDone(undefined);
    setWrong(false);
    if (values.currentPassword === '' || values.newPassword === '' || change.isPending) return;
    change.mutate(values);
  }
  return (
    <Panel title={t('accountUser.password')}>
      <form
        noValidate
        onSubmit={submit}
        className="flex flex-col gap-4"
        aria-label={t('accountUser.password')}
      >
        <ShopPasswordField
          autoComplete="current-password"
          label={t('accountUser.currentPassword')}
          name="currentPassword"
          value={values.currentPassword}
          onChange={(currentPassword) => setValues({ ...values, currentPassword })}
          error={wrong ? t('accountUser.wrongPassword') : undefined}
        />
        <ShopPasswordField
          autoComplete="new-password"
          label={t('accountUser.newPassword')}
          name="newPassword"
          value={values.newPassword}
          onChange={(newPassword) => setValues({ ...values, newPassword })}
          error={undefined}
        />
        <Button type="submit" className="self-start" loading={change.isPending}>
          {t('accountUser.password')}
        </Button>
        <SaveOutcome done={done} failed={change.isError && !wrong} />
      </form>
    </Panel>
  );
}

/**
 * §2 /account/user/ (open to unverified customers too, §6): the customer's personal data, their
 * billing and shipping address (which the checkout starts with), their password and the
 * prescriptions they keep. Every rule is
 * the domain's (§5 names, date of birth, phone, zip code, password); each save answers at once.
 */
export function UserPage({ today }: { today: IsoDate }) {
  const { rpc }: PageContext = useRouteContext({ from: '__root__' });
  const { data: user } = useSuspenseQuery(userInfoQuery(rpc));
  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <div className="flex min-w-0 flex-col gap-6">
          <PersonalData user={user} />
          <ChangePassword />
        </div>
        <div className="min-w-0">
          <Addresses user={user} />
        </div>
      </div>
      <PrescriptionWallet today={today} />
    </div>
  );
}
