import { useTranslation } from 'react-i18next';
import { ChoiceCard, ChoiceCardGroup, Field, FieldError, FieldLabel } from '@lumen/design-system';
import { chosenOption } from '@lumen/domain';
import { optionDescription, optionName, optionPrice } from './option-texts.ts';
import type { StepProps } from './step-props.ts';

/**
 * §2 "Extras": the tint or filter of the lenses (§9: clear, blue light filter, tinted, sunglasses,
 * polarized, transition; the sunglass tints only where the shop sells prescription sunglasses),
 * and the service every pair of glasses comes with, free.
 */
export function ExtrasStep({ choice, update, options, prices, showErrors }: StepProps) {
  const { t } = useTranslation();
  if (!options) return null;
  const included = t('configurator.included');
  const missing = showErrors && chosenOption(options.tints, choice.tintId) === undefined;
  return (
    <div className="flex flex-col gap-8">
      <Field invalid={missing} required>
        <FieldLabel>{t('configurator.extras.tint')}</FieldLabel>
        <ChoiceCardGroup
          columns={2}
          value={choice.tintId === undefined ? '' : String(choice.tintId)}
          onValueChange={(value) => update({ tintId: Number(value) })}
        >
          {options.tints.map(({ product }) => (
            <ChoiceCard
              key={product.id}
              value={String(product.id)}
              title={optionName(product)}
              description={optionDescription(product)}
              aside={optionPrice(product, prices, included)}
            />
          ))}
        </ChoiceCardGroup>
        {missing && <FieldError>{t('configurator.extras.tintRequired')}</FieldError>}
      </Field>
      {options.service && (
        <section
          aria-labelledby="configurator-service"
          className="flex flex-col gap-1 rounded-lg border border-border p-4"
          data-slot="configurator-service"
        >
          <h4 id="configurator-service" className="font-semibold">
            {t('configurator.extras.service', { name: optionName(options.service) })}
          </h4>
          <p className="text-sm">{optionDescription(options.service)}</p>
        </section>
      )}
    </div>
  );
}
