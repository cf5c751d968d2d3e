import { useRouteContext } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Button,
  ChoiceCard,
  ChoiceCardGroup,
  Field,
  FieldError,
  FieldLabel,
} from '@lumen/design-system';
import { chosenOption, formatNumber, routePath } from '@lumen/domain';
import type { RouterContext } from '../../../router.tsx';
import { ShopLink } from '../../routing/shop-link.tsx';
import { optionDescription, optionName, optionPrice } from './option-texts.ts';
import type { StepProps } from './step-props.ts';

/**
 * §2 "Glass Type": the lens type (single vision; varifocal and office lenses only with an addition)
 * and the thickness tier by the §5 index rule (the stronger sphere sets the lowest tier, a drilled
 * or grooved frame drops 1.5, the country's list decides), each with what it gives and its price.
 * Values the online lab cannot make, or no tier can be made for, lead to a branch instead of a
 * dead end.
 */
export function GlassTypeStep({ choice, update, options, prices, showErrors }: StepProps) {
  const { shop }: Pick<RouterContext, 'shop'> = useRouteContext({ from: '__root__' });
  const { t } = useTranslation();
  if (!options) return null;
  const included = t('configurator.included');
  const lensTypeMissing = showErrors && !chosenOption(options.lensTypes, choice.lensTypeId)?.available;
  const qualityMissing = showErrors && !chosenOption(options.qualities, choice.qualityId)?.available;

  if (options.branchOnly) {
    return (
      <Alert
        kind="WARNING"
        data-slot="configurator-no-tier"
        description={t('configurator.glass.noTier')}
        action={
          <Button asChild size="sm">
            <ShopLink href={routePath(shop, 'branch-list')}>{t('configurator.glass.noTierCta')}</ShopLink>
          </Button>
        }
      />
    );
  }
  return (
    <div className="flex flex-col gap-8">
      <Field invalid={lensTypeMissing} required>
        <FieldLabel>{t('configurator.glass.lensType')}</FieldLabel>
        <ChoiceCardGroup
          columns={3}
          value={choice.lensTypeId === undefined ? '' : String(choice.lensTypeId)}
          onValueChange={(value) => update({ lensTypeId: Number(value) })}
        >
          {options.lensTypes.map(({ product, available }) => (
            <ChoiceCard
              key={product.id}
              value={String(product.id)}
              disabled={!available}
              title={optionName(product)}
              description={optionDescription(product)}
              aside={optionPrice(product, prices, included)}
              note={available ? undefined : t('configurator.glass.needsAddition')}
            />
          ))}
        </ChoiceCardGroup>
        {lensTypeMissing && <FieldError>{t('configurator.glass.lensTypeRequired')}</FieldError>}
      </Field>
      <Field invalid={qualityMissing} required>
        <FieldLabel>{t('configurator.glass.quality')}</FieldLabel>
        <ChoiceCardGroup
          columns={2}
          value={choice.qualityId === undefined ? '' : String(choice.qualityId)}
          onValueChange={(value) => update({ qualityId: Number(value) })}
        >
          {options.qualities.map(({ product, tier, available }) => (
            <ChoiceCard
              key={product.id}
              value={String(product.id)}
              disabled={!available}
              badge={t('configurator.glass.tier', {
                tier: formatNumber(tier, prices, { minimumFractionDigits: 1 }),
              })}
              title={optionName(product)}
              description={optionDescription(product)}
              aside={optionPrice(product, prices, included)}
              note={available ? undefined : t('configurator.glass.notForValues')}
            />
          ))}
        </ChoiceCardGroup>
        {qualityMissing && <FieldError>{t('configurator.glass.qualityRequired')}</FieldError>}
      </Field>
    </div>
  );
}
