import { useLocation, useRouteContext } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  ChoiceCard,
  ChoiceCardGroup,
  Field,
  FieldDescription,
  FieldError,
  FieldLabel,
} from '@lumen/design-system';
import { formatPrescriptionValue, routePath } from '@lumen/domain';
import type { EyePrescriptionValues } from '@lumen/domain';
import type { RouterContext } from '../../../router.tsx';
import { savedPrescriptionsQuery } from '../../../queries/account-queries.ts';
import { userQuery } from '../../../queries/session-queries.ts';
import { formatShopDate } from '../../orders/shop-date.ts';
import { ShopLink } from '../../routing/shop-link.tsx';
import type { StepProps } from './step-props.ts';
import { PrescriptionPhotoPicker } from '../prescription-photo/prescription-photo.tsx';

const walletColumns = ['sphere', 'cylinder', 'axis', 'addition', 'pd'] as const;

/**
 * §2 "Prescription": how the shopper gives the values. Typed from the optician's prescription,
 * taken from a prescription kept in the account's wallet (signed-in customers; a guest is told how
 * to get there), or read on the device from a photo of the prescription (the prescription loader).
 * Kept or read values are copied and can still be changed on the next step.
 */
export function PrescriptionSourceStep({ choice, update, showErrors, photo, onPhoto }: StepProps) {
  const { rpc, shop }: Pick<RouterContext, 'rpc' | 'shop'> = useRouteContext({ from: '__root__' });
  const { t } = useTranslation();
  const location = useLocation();
  const { data: user } = useQuery(userQuery(rpc));
  const customer = user != null && !user.status.isGuestCustomer;
  const saved = useQuery({ ...savedPrescriptionsQuery(rpc), enabled: customer });
  const eyeSummary = (values: EyePrescriptionValues) =>
    walletColumns
      .filter((field) => values[field] != null)
      .map(
        (field) =>
          `${t(`basketPage.prescriptionColumns.${field}.short`)} ${formatPrescriptionValue(field, values[field])}`,
      )
      .join(', ');
  const kept = saved.data ?? [];
  const missing = showErrors && choice.source === undefined;
  return (
    <div className="flex flex-col gap-6">
      <Field invalid={missing} required>
        <FieldLabel>{t('configurator.source.question')}</FieldLabel>
        <ChoiceCardGroup
          value={choice.source ?? ''}
          onValueChange={(value) => {
            if (value === 'enter' || value === 'photo') update({ source: value });
            if (value === 'wallet' && kept[0]) {
              update({ source: 'wallet', values: kept[0].values, valuesConfirmed: false });
            }
          }}
        >
          <ChoiceCard
            value="enter"
            title={t('configurator.source.enter.title')}
            description={t('configurator.source.enter.description')}
          />
          <ChoiceCard
            value="photo"
            title={t('configurator.source.photo.title')}
            description={t('configurator.source.photo.description')}
          />
          <ChoiceCard
            value="wallet"
            disabled={kept.length === 0}
            title={t('configurator.source.wallet.title')}
            description={t('configurator.source.wallet.description')}
            note={
              !customer
                ? t('configurator.source.wallet.signIn')
                : saved.isSuccess && kept.length === 0
                  ? t('configurator.source.wallet.empty')
                  : undefined
            }
          />
        </ChoiceCardGroup>
        {missing && <FieldError>{t('configurator.source.required')}</FieldError>}
      </Field>
      {!customer && (
        <p className="text-sm">
          <ShopLink
            // Back to this step after signing in (the answers wait in the tab's storage).
            href={`${routePath(shop, 'signin')}?${new URLSearchParams({ redirectUrl: location.href }).toString()}`}
            className="underline"
          >
            {t('configurator.source.wallet.signInLink')}
          </ShopLink>
        </p>
      )}
      {choice.source === 'photo' && (
        <PrescriptionPhotoPicker
          photo={photo}
          onPhoto={onPhoto}
          onRead={(reading) => update({ source: 'photo', values: reading.values, valuesConfirmed: false })}
        />
      )}
      {choice.source === 'wallet' && kept.length > 0 && (
        <Field>
          <FieldLabel>{t('configurator.source.wallet.pick')}</FieldLabel>
          <FieldDescription>{t('configurator.source.wallet.pickHelp')}</FieldDescription>
          <ChoiceCardGroup
            value={
              kept.find(
                (prescription) => JSON.stringify(prescription.values) === JSON.stringify(choice.values),
              )?.id ?? ''
            }
            onValueChange={(id) => {
              const picked = kept.find((prescription) => prescription.id === id);
              if (picked) update({ values: picked.values, valuesConfirmed: false });
            }}
          >
            {kept.map((prescription) => (
              <ChoiceCard
                key={prescription.id}
                value={prescription.id}
                title={prescription.name}
                description={
                  prescription.measuredOn
                    ? t('prescriptions.measured', { date: formatShopDate(prescription.measuredOn, shop) })
                    : undefined
                }
                note={(['right', 'left'] as const)
                  .map((eye) =>
                    t('configurator.source.wallet.eye', {
                      eye: t(`basketPage.${eye}`),
                      values: eyeSummary(prescription.values[eye]),
                    }),
                  )
                  .join(' · ')}
              />
            ))}
          </ChoiceCardGroup>
        </Field>
      )}
    </div>
  );
}
