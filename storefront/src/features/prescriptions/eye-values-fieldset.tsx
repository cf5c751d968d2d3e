import { useTranslation } from 'react-i18next';
import { Field, FieldError, FieldLabel, NativeSelect } from '@lumen/design-system';
import { formatPrescriptionValue, prescriptionValueOptions } from '@lumen/domain';
import type { EyePrescriptionValues, PrescriptionRangeField } from '@lumen/domain';

/** The fields of one eye the forms ask for, in the order an optician writes them. */
export type EyeValueField = Extract<
  PrescriptionRangeField,
  'sphere' | 'cylinder' | 'axis' | 'addition' | 'pd' | 'prism' | 'prismBase'
>;

export type Eye = 'right' | 'left';

/** The column names the basket, the wallet and the configurator share (short, and spoken in full). */
export function usePrescriptionColumns(fields: readonly EyeValueField[]) {
  const { t } = useTranslation();
  return fields.map((field) => ({
    field,
    label: t(`basketPage.prescriptionColumns.${field}.short`),
    accessibleLabel: t(`basketPage.prescriptionColumns.${field}.full`),
  }));
}

/**
 * One eye's values as native selects (the phone's wheel, the desktop's typeahead), each offering
 * exactly the domain's range and steps in the §5 format, with "--" for not chosen. Selects cannot
 * hold a value out of range, so the only errors left are the rules between fields (an axis with a
 * cylinder), shown at the field they concern.
 */
export function EyeValuesFieldset({
  eye,
  fields,
  values,
  onChange,
  errors = {},
  idPrefix,
}: {
  eye: Eye;
  fields: readonly EyeValueField[];
  values: EyePrescriptionValues;
  onChange: (field: EyeValueField, value: number | undefined) => void;
  errors?: Partial<Record<EyeValueField, string>>;
  /** Makes the selects' names unique when two forms share a page. */
  idPrefix?: string;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex flex-col gap-3" data-slot="eye-values" data-eye={eye}>
      <legend className="mb-2 font-semibold">
        {t(eye === 'right' ? 'prescriptions.rightEye' : 'prescriptions.leftEye')}
      </legend>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {fields.map((field) => {
          const value = values[field];
          return (
            <Field key={field} invalid={errors[field] !== undefined}>
              <FieldLabel>
                <span aria-hidden>{t(`basketPage.prescriptionColumns.${field}.short`)}</span>
                <span className="sr-only">{t(`basketPage.prescriptionColumns.${field}.full`)}</span>
              </FieldLabel>
              <NativeSelect
                name={`${idPrefix ?? ''}${eye}.${field}`}
                value={typeof value === 'number' ? String(value) : ''}
                onChange={(event) =>
                  onChange(field, event.target.value === '' ? undefined : Number(event.target.value))
                }
              >
                <option value="">{formatPrescriptionValue(field, undefined)}</option>
                {prescriptionValueOptions(field).map((option) => (
                  <option key={option} value={String(option)}>
                    {formatPrescriptionValue(field, option)}
                  </option>
                ))}
              </NativeSelect>
              {errors[field] && <FieldError>{errors[field]}</FieldError>}
            </Field>
          );
        })}
      </div>
    </fieldset>
  );
}
