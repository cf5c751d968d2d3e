import { useRouteContext } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button, DeliveryEstimate, PrescriptionTable } from '@lumen/design-system';
import {
  chosenOption,
  configuredCents,
  deliveryWindow,
  formatPrice,
  frameOnlyItem,
  priceOf,
  productTypeOf,
  rxBundleItems,
  variantChoiceKey,
  variantChoiceLabel,
  variantDeliveryEstimate,
} from '@lumen/domain';
import type { GroupedItemPayload, Product, RxBundleMasterKey, RxOptionChoice } from '@lumen/domain';
import { usePrescriptionColumns } from '../../prescriptions/eye-values-fieldset.tsx';
import { useAddItemGroup } from '../../basket/use-add-item-group.ts';
import { optionName } from './option-texts.ts';
import type { StepProps } from './step-props.ts';
import { useFrameCents } from '../use-frame-cents.ts';
import type { RouterContext } from '../../../router.tsx';
import { shopConfigurationQuery } from '../../../queries/shop-queries.ts';

const tableFields = ['sphere', 'cylinder', 'axis', 'addition', 'pd'] as const;

function rxChoice(product: Product): RxOptionChoice {
  return {
    productId: product.id,
    variantId: product.variants?.[0]?.id ?? product.id,
    name: optionName(product),
    referenceKey: product.referenceKey ?? String(product.id),
    priceWithTax: priceOf(product),
  };
}

/**
 * §2 "Summary": the frame, the lenses, the tint and the service, each with its price, the total,
 * when it arrives (glasses are made to measure first) and the values as confirmed; then one press puts the glasses into the basket as one item group
 * (domain `rxBundleItems`; the frame alone, or to try on at home, as `frameOnlyItem`), or, editing the basket's glasses,
 * saves them back into their group.
 */
export function SummaryStep({
  product,
  variant,
  name,
  choice,
  options,
  prices,
  editGroup,
  onDone,
}: StepProps) {
  const { t } = useTranslation();
  const { rpc }: Pick<RouterContext, 'rpc'> = useRouteContext({ from: '__root__' });
  const { homeTryOn } = useSuspenseQuery(shopConfigurationQuery(rpc)).data.customData;
  const columns = usePrescriptionColumns(tableFields);
  const add = useAddItemGroup(name, onDone, editGroup);
  const glasses = choice.type === 'type_ei';
  const lensType = chosenOption(options?.lensTypes, choice.lensTypeId)?.product;
  const quality = chosenOption(options?.qualities, choice.qualityId)?.product;
  const tint = chosenOption(options?.tints, choice.tintId)?.product;
  const service = options?.service ?? undefined;
  const choiceKey = variantChoiceKey(product.variants ?? []);
  const variantLabel = choiceKey ? variantChoiceLabel(variant, choiceKey) : undefined;
  const frame = { variantId: variant.id, productType: productTypeOf(product) ?? 'correctional-glasses' };
  const labels = {
    prescriptionType: t('configurator.steps.prescription-type'),
    prescriptionTypeValue: choice.type ? t(`configurator.types.${choice.type}.title`) : '',
    rx_lens_types: t('configurator.summary.lensType'),
    rx_lens_quality_index: t('configurator.summary.quality'),
    rx_tinting_types: t('configurator.summary.tint'),
    rx_services: t('configurator.summary.service'),
  } satisfies Record<RxBundleMasterKey | 'prescriptionType' | 'prescriptionTypeValue', string>;

  function items(): GroupedItemPayload[] | undefined {
    if (!glasses) {
      const type = choice.type === 'home_try_on' ? 'home_try_on' : 'type_none';
      const item = frameOnlyItem({ frame, type, labels });
      // Saved back into an edited group, the frame alone stays that group.
      return [
        editGroup ? { ...item, itemGroup: { id: editGroup, isMainItem: true, isRequired: true } } : item,
      ];
    }
    if (!lensType || !quality || !tint || !service) return undefined;
    return rxBundleItems({
      groupId: editGroup ?? crypto.randomUUID(),
      frame,
      currencyCode: variant.price.currencyCode ?? prices.currency ?? 'EUR',
      values: choice.values,
      options: {
        rx_lens_types: rxChoice(lensType),
        rx_lens_quality_index: rxChoice(quality),
        rx_tinting_types: rxChoice(tint),
        rx_services: rxChoice(service),
      },
      labels,
    });
  }

  const framePrice = useFrameCents(product, variant, choice);
  const lines: {
    key: string;
    label: string;
    value: string;
    cents: number;
    free?: 'zeroCost' | 'homeTryOn' | undefined;
  }[] = [
    {
      key: 'frame',
      label: t('configurator.summary.frame'),
      value: variantLabel ? `${name} (${variantLabel})` : name,
      cents: framePrice.cents,
      free: framePrice.free,
    },
    ...(glasses
      ? (
          [
            ['lensType', t('configurator.summary.lensType'), lensType],
            ['quality', t('configurator.summary.quality'), quality],
            ['tint', t('configurator.summary.tint'), tint],
            ['service', t('configurator.summary.service'), service],
          ] as [string, string, Product | undefined][]
        ).flatMap(([key, label, option]) =>
          option ? [{ key, label, value: optionName(option), cents: priceOf(option) }] : [],
        )
      : [{ key: 'type', label: labels.prescriptionType, value: labels.prescriptionTypeValue, cents: 0 }]),
  ];
  const total = configuredCents(framePrice.cents, choice, options);
  // Glasses wait for the lab; the frame alone ships as the product page says. The configurator
  // runs in the browser only, so the browser's day is the day of the order.
  const delivery = glasses
    ? deliveryWindow(new Date(), 'made_to_measure')
    : variantDeliveryEstimate(variant, new Date());

  return (
    <div className="flex flex-col gap-6">
      <dl
        className="flex flex-col divide-y divide-border rounded-lg border border-border"
        data-slot="configurator-summary"
      >
        {lines.map((line) => (
          <div
            key={line.key}
            className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1 p-3 sm:grid-cols-[12rem_minmax(0,1fr)_auto]"
          >
            <dt className="text-sm text-foreground-muted sm:text-base">{line.label}</dt>
            <dd className="col-start-1 font-semibold sm:col-start-2">
              {line.value}
              {line.free && (
                <span className="block text-sm font-normal">
                  {line.free === 'homeTryOn'
                    ? t('configurator.homeTryOn.summary', { trialDays: homeTryOn.trialDays })
                    : t('configurator.zeroCost.summary')}
                </span>
              )}
            </dd>
            <dd className="col-start-2 row-span-2 row-start-1 self-center text-right tabular-nums sm:col-start-3 sm:row-span-1">
              {line.free
                ? formatPrice(0, prices)
                : line.cents === 0
                  ? t('configurator.included')
                  : formatPrice(line.cents, prices)}
            </dd>
          </div>
        ))}
        <div className="grid grid-cols-[minmax(0,1fr)_auto] gap-4 p-3 text-lg font-semibold">
          <dt>{t('configurator.total')}</dt>
          <dd className="text-right tabular-nums" data-slot="configurator-summary-total">
            {formatPrice(total, prices)}
          </dd>
        </div>
      </dl>
      {delivery && (
        <DeliveryEstimate
          deliveryDate={delivery}
          shop={prices}
          label={(dates) => t('product.delivery', { dates })}
        />
      )}
      {glasses ? (
        <div className="overflow-x-auto">
          <PrescriptionTable
            caption={t('configurator.confirm.caption')}
            columns={columns}
            eyes={[
              { label: t('basketPage.right'), values: choice.values.right },
              { label: t('basketPage.left'), values: choice.values.left },
            ]}
          />
        </div>
      ) : (
        <p className="max-w-prose">
          {choice.type === 'home_try_on'
            ? t('configurator.homeTryOn.note', { count: homeTryOn.maxFrames, trialDays: homeTryOn.trialDays })
            : t('configurator.summary.frameOnly')}
        </p>
      )}
      <Button
        size="lg"
        className="self-stretch sm:self-start"
        loading={add.isPending}
        onClick={() => {
          const payload = items();
          if (payload && !add.isPending) add.mutate(payload);
        }}
      >
        {editGroup ? t('configurator.summary.save') : t('configurator.summary.add')}
      </Button>
    </div>
  );
}
