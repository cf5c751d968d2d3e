import { useRouteContext } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Button, ChoiceCard, ChoiceCardGroup, Field, FieldError, FieldLabel } from '@lumen/design-system';
import {
  PrescriptionTypeSchema,
  availablePrescriptionTypes,
  isZeroTariffFrame,
  routePath,
} from '@lumen/domain';
import type { RouterContext } from '../../../router.tsx';
import { ShopLink } from '../../routing/shop-link.tsx';
import type { StepProps } from './step-props.ts';

/**
 * §4 the prescription type: glasses made to the shopper's values, the frame alone, or an eye test
 * in a branch for a shopper who does not know the values (that choice leads to the branches
 * instead of the next step). Home try-on is offered only where §5 allows it; no shop enables it yet.
 */
export function PrescriptionTypeStep({ product, choice, update, showErrors }: StepProps) {
  const { shop }: Pick<RouterContext, 'shop'> = useRouteContext({ from: '__root__' });
  const { t } = useTranslation();
  const types = availablePrescriptionTypes({
    isPrescriptionGlasses: true,
    isZeroTariff: isZeroTariffFrame(product),
    shopEnablesHomeTryOn: false,
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
      {choice.type === 'appointment' && (
        <Button asChild className="self-start">
          <ShopLink href={routePath(shop, 'branch-list')}>{t('configurator.types.appointmentCta')}</ShopLink>
        </Button>
      )}
    </div>
  );
}
