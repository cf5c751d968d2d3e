import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Field,
  FieldContent,
  FieldDescription,
  FieldError,
  FieldLabel,
  NativeSelect,
  QuantityStepper,
  RadioGroup,
  RadioGroupItem,
  Switch,
  validationText,
} from '@lumen/design-system';
import {
  contactLensBasketItem,
  contactLensFieldsOf,
  contactLensOptions,
  contactLensOrderProblems,
  contactLensPreset,
  contactLensSupplyOf,
  formatPrescriptionValue,
  formatPrice,
  formatReductionPercent,
  isSubscriptionEligible,
  maxPacksPerEye,
  orderSupplyMonths,
  subscriptionIntervalsInMonths,
  subscriptionPrice,
  subscriptionSavingPercent,
  suggestedSubscriptionInterval,
  usualSubscriptionInterval,
} from '@lumen/domain';
import type {
  ContactLensField,
  ContactLensOrder,
  ContactLensParameters,
  EyePrescriptionValues,
  PriceFormatting,
  Product,
  SubscriptionInterval,
  Variant,
} from '@lumen/domain';
import { useAddItemGroup } from '../basket/use-add-item-group.ts';
import { UntilHydrated } from '../forms/until-hydrated.tsx';

type Eye = 'right' | 'left';

type Errors = Partial<Record<string, string>>;

/**
 * §3 the contact-lens order of the product page: the values of each eye in exactly what the lens
 * is made in (or one set for both eyes), packs per eye, a one-off delivery or the saving
 * subscription with its interval, and what it costs per pack, per eye and per delivery. Added as
 * one item group; every rule is the domain's (`contactLensOrderProblems`), and a refusal shows at
 * the field it concerns, which then takes the focus.
 */
export function ContactLensOrderForm({
  product,
  variant,
  parameters,
  name,
  prices,
  subscriptionOffered,
  orderable,
}: {
  product: Product;
  variant: Variant;
  parameters: ContactLensParameters;
  name: string;
  prices: PriceFormatting;
  /** The shop runs the saving subscription (§3 feature flag). */
  subscriptionOffered: boolean;
  orderable: boolean;
}) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const headingId = useId();
  const preset = contactLensPreset(parameters);
  const [same, setSame] = useState(true);
  const [values, setValues] = useState<Record<Eye, EyePrescriptionValues>>({ right: preset, left: preset });
  const [packs, setPacks] = useState<Record<Eye, number>>({ right: 1, left: 1 });
  const [plan, setPlan] = useState<'once' | 'subscription'>('once');
  const [chosenInterval, setChosenInterval] = useState<SubscriptionInterval>();
  const [errors, setErrors] = useState<Errors>({});
  const add = useAddItemGroup(name, () => setErrors({}));
  const validationTexts = t('validation', { returnObjects: true }) as object;

  const eligible = subscriptionOffered && isSubscriptionEligible(product);
  const supply = contactLensSupplyOf(product, variant);
  const eyes: Record<Eye, { values: EyePrescriptionValues; packs: number }> = same
    ? {
        right: { values: values.right, packs: packs.right },
        left: { values: values.right, packs: packs.right },
      }
    : {
        right: { values: values.right, packs: packs.right },
        left: { values: values.left, packs: packs.left },
      };
  const packsPerEye = [eyes.right.packs, eyes.left.packs];
  const interval =
    chosenInterval ??
    (supply
      ? suggestedSubscriptionInterval(supply.wearingTime, supply.lensesPerPack, packsPerEye)
      : usualSubscriptionInterval);
  const lastsMonths = supply && orderSupplyMonths(supply.wearingTime, supply.lensesPerPack, packsPerEye);
  const subscribed = plan === 'subscription' && eligible;
  // §1 what a pack costs on the saving subscription, by the rule the basket prices it with.
  const offer = subscriptionPrice(variant.price.withTax);
  const unitCents = subscribed ? offer.subscriptionCents : offer.regularCents;
  const totalPacks = eyes.right.packs + eyes.left.packs;

  function setValue(eye: Eye, field: ContactLensField, value: number | string | undefined) {
    setValues((previous) => ({ ...previous, [eye]: { ...previous[eye], [field]: value } }));
    setErrors(({ [`${eye}.${field}`]: _fixed, ...rest }) => rest);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!orderable || add.isPending) return;
    const order: ContactLensOrder = {
      variantId: variant.id,
      right: eyes.right,
      left: eyes.left,
      subscriptionMonths: subscribed ? interval : null,
    };
    const problems = contactLensOrderProblems(parameters, order, eligible);
    if (problems.length > 0) {
      const found: Errors = {};
      for (const problem of problems) {
        // With one set of values for both eyes, a problem of either eye is one of that set.
        const path = same ? problem.path.replace(/^left\./, 'right.') : problem.path;
        found[path] ??= validationText(problem.message, validationTexts);
      }
      setErrors(found);
      // The first field that needs the shopper's attention takes the focus once it shows its error.
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    setErrors({});
    add.mutate([contactLensBasketItem(order, crypto.randomUUID())]);
  }

  return (
    <section
      aria-labelledby={headingId}
      data-slot="contact-lens-order"
      className="flex flex-col gap-5 rounded-lg border border-border p-4"
    >
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="text-lg font-semibold">
          {t('contactLens.heading')}
        </h2>
        <p className="text-sm text-foreground-muted">{t('contactLens.intro')}</p>
      </div>
      <form ref={formRef} noValidate onSubmit={submit} className="flex flex-col gap-5">
        <UntilHydrated>
          <Field orientation="horizontal" className="justify-between">
            <FieldContent>
              <FieldLabel>{t('contactLens.sameForBoth')}</FieldLabel>
              <FieldDescription>{t('contactLens.sameForBothHelp')}</FieldDescription>
            </FieldContent>
            <Switch
              data-slot="contact-lens-same"
              checked={same}
              onCheckedChange={(checked) => {
                setSame(checked);
                // Splitting starts both eyes from the shared values; joining keeps the right eye's.
                if (!checked) {
                  setValues((previous) => ({ ...previous, left: previous.right }));
                  setPacks((previous) => ({ ...previous, left: previous.right }));
                }
                setErrors({});
              }}
            />
          </Field>

          {(same ? (['right'] as const) : (['right', 'left'] as const)).map((eye) => (
            <EyeFieldset
              key={eye}
              eye={eye}
              legend={
                same
                  ? t('contactLens.bothEyes')
                  : t(eye === 'right' ? 'contactLens.rightEye' : 'contactLens.leftEye')
              }
              parameters={parameters}
              values={values[eye]}
              packs={packs[eye]}
              packsLabel={same ? t('contactLens.packsPerEye') : t('contactLens.packs')}
              // For both eyes at once there is no sense in none; one eye alone may get none.
              minPacks={same ? 1 : 0}
              errors={errors}
              onValue={(field, value) => setValue(eye, field, value)}
              onPacks={(count) => {
                setPacks((previous) => ({ ...previous, [eye]: count }));
                setErrors(({ [`${eye}.packs`]: _fixed, packs: _none, ...rest }) => rest);
              }}
            />
          ))}
          {errors['packs'] && (
            <p role="alert" className="text-sm text-danger">
              {errors['packs']}
            </p>
          )}
          {lastsMonths !== undefined && lastsMonths > 0 && (
            <p data-slot="contact-lens-supply" className="text-sm text-foreground-muted">
              {t('contactLens.lasts', { count: lastsMonths })}
            </p>
          )}

          {eligible && (
            <Field data-slot="contact-lens-plan">
              <FieldLabel className="font-semibold">{t('contactLens.delivery')}</FieldLabel>
              <RadioGroup
                value={plan}
                onValueChange={(value) => setPlan(value === 'subscription' ? 'subscription' : 'once')}
              >
                <Field orientation="horizontal">
                  <RadioGroupItem value="once" />
                  <FieldLabel className="font-normal">{t('contactLens.once')}</FieldLabel>
                </Field>
                <Field orientation="horizontal">
                  <RadioGroupItem value="subscription" />
                  <FieldContent>
                    <FieldLabel className="font-normal">{t('contactLens.subscription')}</FieldLabel>
                    <FieldDescription data-slot="contact-lens-subscription-saving" className="text-success">
                      {t('contactLens.subscriptionSaving', {
                        reduction: formatReductionPercent(subscriptionSavingPercent, prices),
                        price: formatPrice(offer.subscriptionCents, prices),
                        regular: formatPrice(offer.regularCents, prices),
                      })}
                    </FieldDescription>
                    <FieldDescription>{t('contactLens.subscriptionHelp')}</FieldDescription>
                  </FieldContent>
                </Field>
              </RadioGroup>
            </Field>
          )}
          {subscribed && (
            <Field className="max-w-xs">
              <FieldLabel>{t('contactLens.interval')}</FieldLabel>
              <NativeSelect
                data-slot="contact-lens-interval"
                value={String(interval)}
                onChange={(event) => {
                  const picked = subscriptionIntervalsInMonths.find(
                    (months) => String(months) === event.target.value,
                  );
                  if (picked) setChosenInterval(picked);
                }}
              >
                {subscriptionIntervalsInMonths.map((months) => (
                  <option key={months} value={String(months)}>
                    {t('subscriptions.every', { count: months })}
                  </option>
                ))}
              </NativeSelect>
            </Field>
          )}

          <dl data-slot="contact-lens-prices" className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
            <dt>{t('contactLens.pricePerPack')}</dt>
            <dd className="text-right tabular-nums">{formatPrice(unitCents, prices)}</dd>
            {(['right', 'left'] as const).map((eye) => (
              <div key={eye} className="contents">
                <dt>
                  {t(eye === 'right' ? 'contactLens.rightEyePacks' : 'contactLens.leftEyePacks', {
                    count: eyes[eye].packs,
                  })}
                </dt>
                <dd className="text-right tabular-nums">
                  {formatPrice(unitCents * eyes[eye].packs, prices)}
                </dd>
              </div>
            ))}
            {subscribed && (
              <>
                <dt>{t('contactLens.savingPerDelivery')}</dt>
                <dd className="text-right text-success tabular-nums">
                  −{formatPrice(offer.savingCents * totalPacks, prices)}
                </dd>
              </>
            )}
            <dt className="font-semibold">
              {subscribed ? t('contactLens.perDelivery') : t('contactLens.total')}
            </dt>
            <dd className="text-right font-semibold tabular-nums">
              {formatPrice(unitCents * totalPacks, prices)}
            </dd>
          </dl>

          <Button
            type="submit"
            size="lg"
            className="self-stretch sm:self-start"
            disabled={!orderable}
            loading={add.isPending}
          >
            {orderable ? t('product.addToBasket') : t('product.notOrderable')}
          </Button>
          <noscript>
            <p className="text-sm text-foreground-muted">{t('product.noScript')}</p>
          </noscript>
        </UntilHydrated>
      </form>
    </section>
  );
}

/** One eye's values (or both eyes' at once) as selects of exactly the lens's values, and its packs. */
function EyeFieldset({
  eye,
  legend,
  parameters,
  values,
  packs,
  packsLabel,
  minPacks,
  errors,
  onValue,
  onPacks,
}: {
  eye: Eye;
  legend: string;
  parameters: ContactLensParameters;
  values: EyePrescriptionValues;
  packs: number;
  packsLabel: string;
  minPacks: number;
  errors: Errors;
  onValue: (field: ContactLensField, value: number | string | undefined) => void;
  onPacks: (count: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset data-slot="contact-lens-eye" data-eye={eye} className="flex flex-col gap-3">
      <legend className="mb-2 font-semibold">{legend}</legend>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {contactLensFieldsOf(parameters).map((field) => {
          const error = errors[`${eye}.${field}`];
          const value = values[field];
          return (
            <Field key={field} invalid={error !== undefined} required>
              <FieldLabel>{t(`contactLens.fields.${field}`)}</FieldLabel>
              <NativeSelect
                name={`${eye}.${field}`}
                value={value === undefined || value === null ? '' : String(value)}
                onChange={(event) => {
                  const raw = event.target.value;
                  onValue(field, raw === '' ? undefined : field === 'contactLensColor' ? raw : Number(raw));
                }}
              >
                <option value="">{t('contactLens.choose')}</option>
                {field === 'contactLensColor'
                  ? (parameters.colours ?? []).map((colour) => (
                      <option key={colour} value={colour}>
                        {t(`contactLens.colours.${colour}`)}
                      </option>
                    ))
                  : contactLensOptions(parameters, field).map((option) => (
                      <option key={option} value={String(option)}>
                        {formatPrescriptionValue(field, option)}
                      </option>
                    ))}
              </NativeSelect>
              {error && <FieldError>{error}</FieldError>}
            </Field>
          );
        })}
      </div>
      <Field invalid={errors[`${eye}.packs`] !== undefined} className="max-w-xs">
        <FieldLabel>{packsLabel}</FieldLabel>
        <QuantityStepper
          decrementLabel={t('contactLens.fewerPacks')}
          incrementLabel={t('contactLens.morePacks')}
          announce={(count) => t('contactLens.packsAnnounce', { count })}
          value={packs}
          onValueChange={onPacks}
          min={minPacks}
          max={maxPacksPerEye}
        />
        {errors[`${eye}.packs`] && <FieldError>{errors[`${eye}.packs`]}</FieldError>}
      </Field>
    </fieldset>
  );
}
