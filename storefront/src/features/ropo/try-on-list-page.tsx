import { useRouteContext } from '@tanstack/react-router';
import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Button,
  Checkbox,
  CloseIcon,
  Field,
  FieldContent,
  FieldError,
  FieldLabel,
  IconButton,
  NativeSelect,
} from '@lumen/design-system';
import { RpcError, formatFindBranchQuery, legalPagePath, ropoArticleCount, routePath } from '@lumen/domain';
import type { Branch, RpcResponse } from '@lumen/domain';
import type { RouterContext } from '../../router.tsx';
import { branchesQuery } from '../../queries/branch-queries.ts';
import { ropoBasketQuery } from '../../queries/ropo-queries.ts';
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
import { PageHeading } from '../page/page-heading.tsx';
import { ShopLink } from '../routing/shop-link.tsx';
import { useStoreMode } from '../store-mode/store-mode.ts';
import { RopoSlotRow, useRopoItemName } from './ropo-slot-row.tsx';

type PageContext = Pick<RouterContext, 'rpc' | 'shop'>;
type Reservation = RpcResponse<'reserveRopoBasket'>;

/**
 * §2 /anprobeliste/, the try-on list (the ROPO basket of §3): the frames the shopper wants to try
 * on in a branch, in their fixed slots, each removable; then the branch that takes reservations,
 * the contact and the terms, and "reserve". The branch sets the frames aside; the confirmation
 * says from when they wait and offers an appointment for the fitting.
 */
export function TryOnListPage({ preselectedBranch }: { preselectedBranch: string | undefined }) {
  const { rpc, shop }: PageContext = useRouteContext({ from: '__root__' });
  const { t } = useTranslation();
  const { data: basket } = useSuspenseQuery(ropoBasketQuery(rpc));
  const { data: branches } = useSuspenseQuery(branchesQuery(rpc, { ropoOnly: true }));
  const [reservation, setReservation] = useState<{ done: Reservation; branch: Branch }>();
  const count = ropoArticleCount(basket.slots);
  const framesPath = routePath(shop, 'try-on-listing');

  return (
    <div className="flex flex-col gap-6">
      <PageHeading>{t('pages.tryOnBasket.title')}</PageHeading>
      {reservation ? (
        <ReservationDone reservation={reservation.done} branch={reservation.branch} />
      ) : (
        <>
          <p className="max-w-prose">{t('ropo.list.intro', { count: basket.maxNumberOfArticles })}</p>
          <p role="status" className="text-sm text-foreground-muted">
            {t('ropo.list.count', { count, max: basket.maxNumberOfArticles })}
          </p>
          <ol data-slot="ropo-slots" className="flex flex-col gap-3">
            {basket.slots.map((item, slot) => (
              <li
                key={slot}
                data-slot="ropo-slot"
                data-filled={item ? 'true' : 'false'}
                className="rounded-lg border border-border p-3"
              >
                {item ? (
                  <RopoSlotRow item={item} action={<RemoveFromList slot={slot} item={item} />} />
                ) : (
                  <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-foreground-muted">
                    <span>{t('ropo.list.emptySlot', { position: slot + 1 })}</span>
                    <ShopLink
                      href={framesPath}
                      className="font-semibold text-accent underline underline-offset-4"
                    >
                      {t('ropo.list.chooseFrame')}
                    </ShopLink>
                  </p>
                )}
              </li>
            ))}
          </ol>
          {count > 0 && (
            <ReserveForm
              branches={branches}
              preselectedBranch={preselectedBranch}
              onReserved={(done) =>
                setReservation({ done, branch: branches.find((branch) => branch.id === done.branchId)! })
              }
            />
          )}
        </>
      )}
    </div>
  );
}

function RemoveFromList({
  slot,
  item,
}: {
  slot: number;
  item: NonNullable<RpcResponse<'getRopoBasket'>['slots'][number]>;
}) {
  const { rpc }: PageContext = useRouteContext({ from: '__root__' });
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const nameOf = useRopoItemName();
  const remove = useMutation({
    mutationFn: () => rpc('removeFromRopoBasket', { slot }),
    onSuccess: (basket) => queryClient.setQueryData(ropoBasketQuery(rpc).queryKey, basket),
  });
  return (
    <IconButton
      variant="secondary"
      size="sm"
      label={t('ropo.list.remove', { name: nameOf(item) })}
      onClick={() => remove.mutate()}
      disabled={remove.isPending}
    >
      <CloseIcon />
    </IconButton>
  );
}

/** The reservation: a branch that takes them, the contact, the terms; a frame gone meanwhile is said. */
function ReserveForm({
  branches,
  preselectedBranch,
  onReserved,
}: {
  branches: Branch[];
  preselectedBranch: string | undefined;
  onReserved: (reservation: Reservation) => void;
}) {
  const { rpc, shop }: PageContext = useRouteContext({ from: '__root__' });
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const headingId = useId();
  const termsId = useId();
  const { data: user } = useQuery(userQuery(rpc));
  const { data: basket } = useSuspenseQuery(ropoBasketQuery(rpc));
  const frameIds = basket.slots.flatMap((item) => (item ? [String(item.variant.id)] : []));
  // The branch chosen in the finder, else the tablet's own in store mode.
  const storeMode = useStoreMode();
  const initialBranch = [preselectedBranch, storeMode.branchId].find((id) =>
    branches.some((branch) => branch.id === id),
  );
  const [branchId, setBranchId] = useState(initialBranch ?? '');
  const [contact, setContact] = useState<ContactForm>();
  // A signed-in customer's name and email are there once the session is read.
  const shown = contact ?? emptyContact(shop, user ?? {});
  const [acceptedTerms, setAcceptedTerms] = useState(false);
  const [errors, setErrors] = useState<
    ContactErrors & { branch?: string | undefined; terms?: string | undefined }
  >({});
  const checkContact = useContactCheck();
  const reserve = useMutation({
    mutationFn: () =>
      rpc('reserveRopoBasket', { branchId, contact: contactPayload(shown), acceptedTerms: true }),
    onSuccess: async (done) => {
      await queryClient.invalidateQueries({ queryKey: ropoBasketQuery(rpc).queryKey });
      onReserved(done);
    },
    onError: () => queryClient.invalidateQueries({ queryKey: ropoBasketQuery(rpc).queryKey }),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = {
      branch: branchId ? undefined : t('ropo.list.branchRequired'),
      terms: acceptedTerms ? undefined : t('ropo.list.termsRequired'),
      ...checkContact(shown),
    };
    setErrors(found);
    if (Object.values(found).some(Boolean) || reserve.isPending) return;
    reserve.mutate();
  }

  const refusal = reserve.error instanceof RpcError ? reserve.error : undefined;
  const fieldError = useContactFieldError(errors, refusal);
  const branchLabel = (branch: Branch) =>
    `${branch.name} – ${branch.street} ${branch.houseNumber}, ${branch.zipCode} ${branch.city}`;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4" data-slot="ropo-reserve">
      <h2 id={headingId} className="text-xl font-semibold">
        {t('ropo.list.reserveTitle')}
      </h2>
      <form
        noValidate
        onSubmit={submit}
        aria-labelledby={headingId}
        className="flex flex-col gap-5 rounded-lg border border-border bg-surface p-4 sm:p-6"
      >
        <Field invalid={errors.branch !== undefined} required>
          <FieldLabel>{t('ropo.list.branch')}</FieldLabel>
          <NativeSelect value={branchId} onChange={(event) => setBranchId(event.target.value)}>
            <option value="">{t('ropo.list.chooseBranch')}</option>
            {branches.map((branch) => (
              <option key={branch.id} value={branch.id}>
                {branchLabel(branch)}
              </option>
            ))}
          </NativeSelect>
          {errors.branch && <FieldError>{errors.branch}</FieldError>}
        </Field>
        <p className="-mt-3 text-sm">
          <ShopLink
            href={`${routePath(shop, 'branch-list')}${formatFindBranchQuery({ ropoIds: frameIds })}`}
            className="underline underline-offset-4"
          >
            {t('ropo.list.findBranch')}
          </ShopLink>
        </p>
        <ContactFields
          legend={t('ropo.list.contact')}
          phoneHint={t('ropo.list.phoneHint')}
          contact={shown}
          onChange={setContact}
          error={fieldError}
        />
        <Field orientation="horizontal" required invalid={errors.terms !== undefined} controlId={termsId}>
          <Checkbox
            name="acceptedTerms"
            checked={acceptedTerms}
            onCheckedChange={(checked) => setAcceptedTerms(checked === true)}
          />
          <FieldContent>
            <FieldLabel className="font-normal">{t('ropo.list.terms')}</FieldLabel>
            {errors.terms && <FieldError>{errors.terms}</FieldError>}
          </FieldContent>
        </Field>
        <p className="text-xs text-foreground-muted">
          {t('checkout.review.privacy')}{' '}
          <ShopLink href={legalPagePath(shop.language, 'privacy')} className="underline">
            {t('checkout.review.privacyLink')}
          </ShopLink>
        </p>
        {refusal?.status === 412 && <Alert kind="WARNING" description={t('ropo.list.goneMeanwhile')} />}
        {reserve.isError && refusal?.status !== 412 && !fieldError('email') && (
          <Alert kind="ERROR" description={t('ropo.list.failed')} />
        )}
        <Button type="submit" size="lg" className="self-start" loading={reserve.isPending}>
          {t('ropo.list.reserve')}
        </Button>
      </form>
    </section>
  );
}

/** The reservation's confirmation: its reference, the branch, from when the frames wait there. */
function ReservationDone({ reservation, branch }: { reservation: Reservation; branch: Branch }) {
  const { shop }: PageContext = useRouteContext({ from: '__root__' });
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      data-slot="ropo-reserved"
      aria-labelledby="ropo-reserved"
      className="flex flex-col gap-3 rounded-lg border border-success/30 bg-success-subtle p-4 sm:p-6"
    >
      <h2 id="ropo-reserved" ref={heading} tabIndex={-1} className="text-xl font-semibold">
        {t('ropo.done.title')}
      </h2>
      <p>
        {t('ropo.done.text', {
          reference: reservation.reservationId,
          branch: branch.name,
          address: `${branch.street} ${branch.houseNumber}, ${branch.zipCode} ${branch.city}`,
          date: formatShopDateTime(reservation.readyFrom, shop),
        })}
      </p>
      <p>{t('ropo.done.bring')}</p>
      <ShopLink
        href={`${routePath(shop, 'branch-detail', { city: branch.citySlug, branchId: branch.id })}?service=GL_CR`}
        className="self-start font-semibold underline underline-offset-4"
      >
        {t('ropo.done.book')}
      </ShopLink>
    </section>
  );
}
