import { useRouteContext } from '@tanstack/react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Button,
  ChoiceCard,
  ChoiceCardGroup,
  Field,
  FieldError,
  FieldLabel,
  NativeSelect,
} from '@lumen/design-system';
import { RpcError, appointmentSubServices, markets, routePath } from '@lumen/domain';
import type { AppointmentSubService, Branch, BranchServiceCode } from '@lumen/domain';
import type { RouterContext } from '../../router.tsx';
import { appointmentSlotsQuery } from '../../queries/branch-queries.ts';
import { appointmentsQuery } from '../../queries/account-queries.ts';
import { userQuery } from '../../queries/session-queries.ts';
import {
  ContactFields,
  contactPayload,
  emptyContact,
  useContactCheck,
  useContactFieldError,
} from '../forms/contact-fields.tsx';
import type { ContactErrors, ContactForm } from '../forms/contact-fields.tsx';
import { formatShopDateTime } from '../orders/shop-date.ts';
import { ShopLink } from '../routing/shop-link.tsx';
import { marketToday } from '../subscriptions/market-today.ts';

type PageContext = Pick<RouterContext, 'rpc' | 'shop'>;

/** How far ahead the booking looks: two weeks, as a branch plans its diary. */
const bookingDays = 14;

/** The booked service of a sub-service: its code (`GL_ET` → `GL`) and itself. */
export function appointmentServiceOf(serviceName: AppointmentSubService) {
  return { productCategory: serviceName.split('_')[0] as BranchServiceCode, serviceName };
}

/** The sub-services a branch offers, in the domain's order. */
export function bookableServices(branch: Pick<Branch, 'services'>): AppointmentSubService[] {
  return branch.services.flatMap((code) => [...appointmentSubServices[code]]);
}

/**
 * §2 appointments: book a free time in this branch. The shopper picks the service (the address may
 * preselect one, `?service=GL_ET`), a day and a time from the branch's free slots, and gives a name,
 * email and phone unless signed in; the branch confirms at once. A time taken meanwhile is
 * explained and the times are read again; the booking then shows in the account.
 */
export function AppointmentBooking({
  branch,
  preselected,
  now,
}: {
  branch: Branch;
  preselected: AppointmentSubService | undefined;
  now: string;
}) {
  const { rpc, shop }: PageContext = useRouteContext({ from: '__root__' });
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const headingId = useId();
  const doneHeading = useRef<HTMLHeadingElement>(null);
  const services = bookableServices(branch);
  const [serviceName, setServiceName] = useState<AppointmentSubService | undefined>(
    preselected && services.includes(preselected) ? preselected : services[0],
  );
  const [day, setDay] = useState<string>();
  const [slot, setSlot] = useState<string>();
  const [contact, setContact] = useState<ContactForm>(() => emptyContact(shop));
  const [errors, setErrors] = useState<ContactErrors & { slot?: string | undefined }>({});
  const checkContact = useContactCheck();
  const { data: user } = useQuery(userQuery(rpc));
  const account = user && !user.status.isGuestCustomer ? user : undefined;
  const service = serviceName && appointmentServiceOf(serviceName);
  const timeZone = markets[shop.country].timeZone;
  const slots = useQuery({
    ...appointmentSlotsQuery(rpc, {
      branchId: branch.id,
      service: service ?? { productCategory: 'GL', serviceName: 'GL_ET' },
      from: marketToday(shop, new Date(now)),
      days: bookingDays,
    }),
    enabled: service !== undefined,
  });
  // A free time's day as the market's calendar has it.
  const dayOf = (dateTime: string) => marketToday(shop, new Date(dateTime));
  const days = [...new Set((slots.data ?? []).map((free) => dayOf(free.dateTime)))];
  const shownDay = day && days.includes(day) ? day : days[0];
  const times = (slots.data ?? []).filter((free) => dayOf(free.dateTime) === shownDay);

  const book = useMutation({
    mutationFn: () =>
      rpc('bookAppointment', {
        branchId: branch.id,
        service: service!,
        dateTime: slot!,
        ...(!account && { contact: contactPayload(contact) }),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: appointmentsQuery(rpc).queryKey }),
    onError: async (error) => {
      if (error instanceof RpcError && error.status === 409) {
        setSlot(undefined);
        await slots.refetch();
      }
    },
  });
  useEffect(() => {
    if (book.data) doneHeading.current?.focus();
  }, [book.data]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: typeof errors = {
      slot: slot ? undefined : t('appointments.booking.slotRequired'),
      ...(!account && checkContact(contact)),
    };
    setErrors(found);
    if (Object.values(found).some(Boolean) || book.isPending) return;
    book.mutate();
  }

  const dayLabel = (isoDay: string) =>
    new Intl.DateTimeFormat(shop.locale, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    }).format(new Date(`${isoDay}T12:00:00Z`));
  const timeLabel = (dateTime: string) =>
    new Intl.DateTimeFormat(shop.locale, { timeStyle: 'short', timeZone }).format(new Date(dateTime));
  const refusal = book.error instanceof RpcError ? book.error : undefined;
  const taken = refusal?.status === 409;
  // A contact the api still refuses (the form checks first) is named at its field; anything else
  // that fails is said once above the button.
  const contactRefused =
    refusal?.details.some((detail) => detail.field.startsWith('payload.contact.')) ?? false;
  const fieldError = useContactFieldError(errors, refusal);

  if (book.data) {
    return (
      <section
        aria-labelledby={headingId}
        className="flex flex-col gap-3 rounded-lg border border-success/30 bg-success-subtle p-4 sm:p-6"
        data-slot="appointment-booked"
      >
        <h2 id={headingId} ref={doneHeading} tabIndex={-1} className="text-xl font-semibold">
          {t('appointments.booking.doneTitle')}
        </h2>
        <p>
          {t('appointments.booking.done', {
            service: t(`appointments.services.${book.data.service.serviceName}`),
            date: formatShopDateTime(book.data.dateTime, shop),
            branch: branch.name,
          })}
        </p>
        {account && (
          <ShopLink
            href={routePath(shop, 'account-appointments')}
            className="self-start font-semibold underline underline-offset-4"
          >
            {t('appointments.booking.toAccount')}
          </ShopLink>
        )}
      </section>
    );
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4" data-slot="appointment-booking">
      <h2 id={headingId} className="text-xl font-semibold">
        {t('appointments.booking.title')}
      </h2>
      <form
        noValidate
        onSubmit={submit}
        aria-labelledby={headingId}
        className="flex flex-col gap-5 rounded-lg border border-border bg-surface p-4 sm:p-6"
      >
        <Field>
          <FieldLabel>{t('appointments.booking.service')}</FieldLabel>
          <NativeSelect
            value={serviceName ?? ''}
            onChange={(event) => {
              setServiceName(event.target.value as AppointmentSubService);
              setSlot(undefined);
            }}
          >
            {branch.services.map((code) => (
              <optgroup key={code} label={t(`branches.services.${code}`)}>
                {appointmentSubServices[code].map((name) => (
                  <option key={name} value={name}>
                    {t(`appointments.services.${name}`)}
                  </option>
                ))}
              </optgroup>
            ))}
          </NativeSelect>
        </Field>
        {slots.isPending ? (
          <p role="status">{t('appointments.booking.loading')}</p>
        ) : slots.isError ? (
          <Alert kind="ERROR" description={t('appointments.booking.slotsFailed')} />
        ) : days.length === 0 ? (
          <Alert kind="WARNING" description={t('appointments.booking.noSlots', { phone: branch.phone })} />
        ) : (
          <>
            <Field>
              <FieldLabel>{t('appointments.booking.day')}</FieldLabel>
              <NativeSelect
                value={shownDay}
                onChange={(event) => {
                  setDay(event.target.value);
                  setSlot(undefined);
                }}
              >
                {days.map((isoDay) => (
                  <option key={isoDay} value={isoDay}>
                    {dayLabel(isoDay)}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Field invalid={errors.slot !== undefined} required>
              <FieldLabel>{t('appointments.booking.time')}</FieldLabel>
              <ChoiceCardGroup
                value={slot ?? ''}
                onValueChange={(value) => setSlot(value)}
                className="grid-cols-2 sm:grid-cols-4 lg:grid-cols-6"
              >
                {times.map((free) => (
                  <ChoiceCard
                    key={free.dateTime}
                    value={free.dateTime}
                    title={timeLabel(free.dateTime)}
                    className="justify-center p-3"
                  />
                ))}
              </ChoiceCardGroup>
              {errors.slot && <FieldError>{errors.slot}</FieldError>}
            </Field>
          </>
        )}
        {account ? (
          <p>
            {t('appointments.booking.asCustomer', {
              name: `${account.firstName ?? ''} ${account.lastName ?? ''}`.trim(),
            })}
          </p>
        ) : (
          <ContactFields
            legend={t('appointments.booking.contact')}
            phoneHint={t('appointments.booking.phoneHint')}
            contact={contact}
            onChange={setContact}
            error={fieldError}
          />
        )}
        {taken && <Alert kind="WARNING" description={t('appointments.booking.taken')} />}
        {book.isError && !taken && !contactRefused && (
          <Alert kind="ERROR" description={t('appointments.booking.failed')} />
        )}
        <Button
          type="submit"
          size="lg"
          className="self-start"
          loading={book.isPending}
          disabled={days.length === 0}
        >
          {t('appointments.booking.submit')}
        </Button>
      </form>
    </section>
  );
}
