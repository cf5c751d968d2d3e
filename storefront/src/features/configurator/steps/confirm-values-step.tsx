import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Checkbox,
  Field,
  FieldContent,
  FieldError,
  FieldLabel,
  PrescriptionTable,
} from '@lumen/design-system';
import type { EyeValueField } from '../../prescriptions/eye-values-fieldset.tsx';
import { usePrescriptionColumns } from '../../prescriptions/eye-values-fieldset.tsx';
import type { StepProps } from './step-props.ts';
import { PrescriptionPhotoFigure } from '../prescription-photo/prescription-photo.tsx';

const tableFields = ['sphere', 'cylinder', 'axis', 'addition', 'pd', 'prism', 'prismBase'] as const;

/**
 * §2 "Confirm Prescription Values": the values as the optician will read them, in the §5 formats,
 * right eye first; the shopper confirms them explicitly before any lens is chosen. Columns no eye
 * has a value for (a prism) are left out.
 */
export function ConfirmValuesStep({ choice, update, showErrors, photo }: StepProps) {
  const { t } = useTranslation();
  const checkId = useId();
  const { right, left } = choice.values;
  const fields = tableFields.filter(
    (field: EyeValueField) => field === 'sphere' || right[field] != null || left[field] != null,
  );
  const columns = usePrescriptionColumns(fields);
  const missing = showErrors && !choice.valuesConfirmed;
  return (
    <div className="flex flex-col gap-6">
      <p className="max-w-prose">{t('configurator.confirm.intro')}</p>
      {photo && <PrescriptionPhotoFigure photo={photo} />}
      <div className="overflow-x-auto">
        <PrescriptionTable
          data-slot="configurator-values"
          caption={t('configurator.confirm.caption')}
          columns={columns}
          eyes={[
            { label: t('basketPage.right'), values: right },
            { label: t('basketPage.left'), values: left },
          ]}
          className="text-lg"
        />
      </div>
      <Field orientation="horizontal" required invalid={missing} controlId={checkId}>
        <Checkbox
          checked={choice.valuesConfirmed}
          onCheckedChange={(checked) => update({ valuesConfirmed: checked === true })}
        />
        <FieldContent>
          <FieldLabel className="font-normal">{t('configurator.confirm.label')}</FieldLabel>
          {missing && <FieldError>{t('configurator.confirm.required')}</FieldError>}
        </FieldContent>
      </Field>
    </div>
  );
}
