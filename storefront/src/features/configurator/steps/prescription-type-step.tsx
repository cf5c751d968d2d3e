import { useRouteContext } from '@tanstack/react-router';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button, ChoiceCard, ChoiceCardGroup, Field, FieldError, FieldLabel } from '@lumen/design-system';
import {
  PrescriptionTypeSchema,
  availablePrescriptionTypes,
  formatFindBranchQuery,
  homeTryOnFrame,
  homeTryOnFrameCount,
  routePath,
} from '@lumen/domain';
import type { RouterContext } from '../../../router.tsx';
import { basketQuery } from '../../../queries/basket-queries.ts';
import { shopConfigurationQuery } from '../../../queries/shop-queries.ts';
import { ShopLink } from '../../routing/shop-link.tsx';
import type { StepProps } from './step-props.ts';

/**
 * §4 the prescription type: glasses made to the shopper's values, the frame alone, frames to try on
 * at home where §5 allows it, or an eye test in a branch for a shopper who does not know the values
 * (that choice leads to the branches instead of the next step). Home try-on is not offered once
 * the basket holds as many frames to try on as the shop sends at once.
 */
export function PrescriptionTypeStep({ product, choice, update, showErrors }: StepProps) {
  const { rpc, shop }: Pick<RouterContext, 'rpc' | 'shop'> = useRouteContext({ from: '__root__' });
  const { t } = useTranslation();
  const { homeTryOn } = useSuspenseQuery(shopConfigurationQuery(rpc)).data.customData;
  const { data: basket } = useQuery({ ...basketQuery(rpc), enabled: homeTryOn.enabled });
  const sentForTryOn = homeTryOnFrameCount(basket?.items ?? []);
  const types = availablePrescriptionTypes({
    ...homeTryOnFrame(product),
    shopEnablesHomeTryOn: homeTryOn.enabled && sentForTryOn < homeTryOn.maxFrames,
  });
  const missing = showErrors && choice.type === undefined;
  return (
    <div className="flex flex-col gap-4">
      <Field invalid={missing} required>
        <FieldLabel>{t('configurator.types.question')}</FieldLabel>
        <ChoiceCardGroup
          value={choice.type ?? ''}
          onValueChange={(value) => {
            const type = PrescriptionTypeSchema.safeParse(value);
            if (type.success) update({ type: type.data });
          }}
        >
          {types.map((type) => (
            <ChoiceCard
              key={type}
              value={type}
              title={t(`configurator.types.${type}.title`)}
              description={t(`configurator.types.${type}.description`)}
            />
          ))}
        </ChoiceCardGroup>
        {missing && <FieldError>{t('configurator.types.required')}</FieldError>}
      </Field>
      {homeTryOn.enabled && sentForTryOn >= homeTryOn.maxFrames && (
        <p className="text-sm text-foreground-muted" data-slot="home-try-on-full">
          {t('configurator.homeTryOn.full', { count: sentForTryOn })}
        </p>
      )}
      {choice.type === 'home_try_on' && (
        <p className="rounded-md bg-surface-muted p-3 text-sm" data-slot="home-try-on">
          <strong>{t('configurator.homeTryOn.title')}</strong>{' '}
          {t('configurator.homeTryOn.note', { count: homeTryOn.maxFrames, trialDays: homeTryOn.trialDays })}
        </p>
      )}
      {choice.type === 'appointment' && (
        <Button asChild className="self-start">
          <ShopLink
            href={`${routePath(shop, 'branch-list')}${formatFindBranchQuery({ ropoIds: [], service: 'GL' })}`}
          >
            {t('configurator.types.appointmentCta')}
          </ShopLink>
        </Button>
      )}
    </div>
  );
}
