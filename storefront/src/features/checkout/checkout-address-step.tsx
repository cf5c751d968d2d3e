import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddressForm, Button, Checkbox, Field, FieldLabel } from '@lumen/design-system';
import { AddressInputSchema } from '@lumen/domain';
import type { AddressInput, ShopIdentity, User } from '@lumen/domain';
import { useAddressFormTexts } from './use-address-form-texts.ts';

/** The checkout's addresses: the billing address, and a shipping address where it is another. */
export interface CheckoutAddresses {
  billing: AddressInput;
  /** Undefined: the parcel goes to the billing address. */
  shipping: AddressInput | undefined;
}

/**
 * The addresses the account keeps, as the checkout takes them: whole (every §5 rule passes, the
 * customer's name where the address names nobody) or not at all, so the form asks for what is missing.
 */
export function keptAddresses(user: User): CheckoutAddresses | undefined {
  const complete = (address: NonNullable<User['address']>['billing']) => {
    if (!address) return undefined;
    const parsed = AddressInputSchema.safeParse({
      firstName: address.firstName ?? user.firstName,
      lastName: address.lastName ?? user.lastName,
      street: address.street,
      houseNumber: address.houseNumber,
      zipCode: address.zipCode,
      city: address.city,
      ...(address.addition !== undefined && { addition: address.addition }),
    });
    return parsed.success ? parsed.data : undefined;
  };
  const billing = complete(user.address?.billing);
  if (!billing) return undefined;
  const shipping = complete(user.address?.shipping);
  const same = shipping && JSON.stringify(shipping) === JSON.stringify(billing);
  return { billing, shipping: same ? undefined : shipping };
}

/** The lines of an address as a parcel label shows them. */
function AddressLines({ address }: { address: AddressInput }) {
  return (
    <address className="text-sm not-italic">
      {address.firstName} {address.lastName}
      <br />
      {address.street} {address.houseNumber}
      {address.addition && (
        <>
          <br />
          {address.addition}
        </>
      )}
      <br />
      {address.zipCode} {address.city}
    </address>
  );
}

function formValues(address: AddressInput | undefined, user: User) {
  return address
    ? { ...address, addition: address.addition ?? '' }
    : { firstName: user.firstName ?? '', lastName: user.lastName ?? '' };
}

/**
 * Step 1: the address form until the shopper confirms it (prefilled from the account), then the
 * address as it will be printed, with a button to change it. The country is the shop's market,
 * whose zip code rule the form applies (§5).
 */
export function CheckoutAddressStep({
  shop,
  user,
  addresses,
  onConfirm,
  onEdit,
}: {
  shop: ShopIdentity;
  user: User;
  /** Undefined while the shopper has not confirmed an address. */
  addresses: CheckoutAddresses | undefined;
  onConfirm: (addresses: CheckoutAddresses) => void;
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  const texts = useAddressFormTexts(t('checkout.address.continue'));
  const shipElsewhereId = useId();
  const [shipElsewhere, setShipElsewhere] = useState(addresses?.shipping !== undefined);
  // What was typed last, to start the forms with when the shopper comes back to change it.
  const [draft, setDraft] = useState<Partial<CheckoutAddresses>>(addresses ?? {});
  const [editingShipping, setEditingShipping] = useState(false);

  if (addresses) {
    return (
      <div className="flex flex-col gap-4" data-slot="checkout-addresses">
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <h3 className="mb-1 text-sm font-semibold">{t('checkout.address.billing')}</h3>
            <AddressLines address={addresses.billing} />
          </div>
          <div>
            <h3 className="mb-1 text-sm font-semibold">{t('checkout.address.shipping')}</h3>
            {addresses.shipping ? (
              <AddressLines address={addresses.shipping} />
            ) : (
              <p className="text-sm">{t('checkout.address.sameAsBilling')}</p>
            )}
          </div>
        </div>
        {user.email && (
          <p className="text-sm text-foreground-muted">
            {t('checkout.address.email', { email: user.email })}
          </p>
        )}
        <div>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              setDraft(addresses);
              setEditingShipping(false);
              onEdit();
            }}
          >
            {t('checkout.address.change')}
          </Button>
        </div>
      </div>
    );
  }

  const billing = draft.billing;
  if (editingShipping && billing) {
    return (
      <div className="flex flex-col gap-4">
        <div>
          <h3 className="mb-1 text-sm font-semibold">{t('checkout.address.billing')}</h3>
          <AddressLines address={billing} />
        </div>
        <h3 className="text-base font-semibold">{t('checkout.address.shipping')}</h3>
        <AddressForm
          {...texts}
          aria-label={t('checkout.address.shipping')}
          section="shipping"
          countries={[shop.country]}
          defaultValues={formValues(draft.shipping, user)}
          onSubmit={({ country: _country, ...shipping }) => {
            setDraft({ billing, shipping });
            onConfirm({ billing, shipping });
          }}
        />
      </div>
    );
  }

  return (
    <AddressForm
      {...texts}
      aria-label={t('checkout.address.billing')}
      section="billing"
      countries={[shop.country]}
      defaultValues={formValues(billing, user)}
      onSubmit={({ country: _country, ...typed }) => {
        setDraft((current) => ({ ...current, billing: typed }));
        if (shipElsewhere) {
          setEditingShipping(true);
        } else {
          onConfirm({ billing: typed, shipping: undefined });
        }
      }}
    >
      <Field orientation="horizontal" className="mt-5" controlId={shipElsewhereId}>
        <Checkbox
          name="shipElsewhere"
          checked={shipElsewhere}
          onCheckedChange={(checked) => setShipElsewhere(checked === true)}
        />
        <FieldLabel>{t('checkout.address.shipElsewhere')}</FieldLabel>
      </Field>
    </AddressForm>
  );
}
