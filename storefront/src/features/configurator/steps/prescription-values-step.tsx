import { useId, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Checkbox,
  Field,
  FieldContent,
  FieldDescription,
  FieldError,
  FieldLabel,
  NativeSelect,
  validationText,
} from '@lumen/design-system';
import { formatPrescriptionValue, prescriptionValueOptions, prescriptionValuesProblem } from '@lumen/domain';
import type { PrescriptionValues } from '@lumen/domain';
import { EyeValuesFieldset } from '../../prescriptions/eye-values-fieldset.tsx';
import type { Eye, EyeValueField } from '../../prescriptions/eye-values-fieldset.tsx';
import type { StepProps } from './step-props.ts';
import { PrescriptionPhotoFigure } from '../prescription-photo/prescription-photo.tsx';
import { measuredPdKey, readMeasuredPd } from '../../try-on/measured-pd.ts';

const mainFields = ['sphere', 'cylinder', 'axis', 'addition'] as const;
const prismFields = ['prism', 'prismBase'] as const;

/** The whole pupil distance a prescription may give instead of one per eye: twice an eye's range. */
const totalPdOptions = prescriptionValueOptions('pd').map((half) => half * 2);

// The try-on's measured PD is read in the browser only: the server renders the step without it.
const noSubscription = () => () => {};
const storedMeasuredPd = () => window.sessionStorage.getItem(measuredPdKey);

/**
 * §2 "Prescription Values": per eye (right first, as a prescription is written) sphere, cylinder,
 * axis, addition and pupil distance in the §5 formats, from selects that hold only values the
 * domain allows; a prism only when the prescription has one. A shopper who knows only the whole
 * pupil distance gives that, and each eye gets half. Errors show at the field once the shopper
 * tries to go on: a missing sphere or distance, an axis missing to a cylinder.
 */
export function PrescriptionValuesStep({ choice, update, showErrors, photo }: StepProps) {
  const { t } = useTranslation();
  const values = choice.values;
  const prismId = useId();
  const totalPdId = useId();
  const [prism, setPrism] = useState(values.right.prism != null || values.left.prism != null);
  const [totalPd, setTotalPd] = useState(
    values.right.pd != null && values.right.pd === values.left.pd && values.right.pd * 2 >= 40,
  );
  const messages = t('validation', { returnObjects: true }) as object;
  const problem = showErrors ? prescriptionValuesProblem(values) : undefined;
  const errorOf = (eye: Eye) =>
    problem?.eye === eye ? { [problem.field]: validationText(problem.message, messages) } : {};

  const setValues = (next: PrescriptionValues) => update({ values: next, valuesConfirmed: false });
  const setEye = (eye: Eye, field: EyeValueField, value: number | undefined) =>
    setValues({ ...values, [eye]: { ...values[eye], [field]: value } });
  const fields: EyeValueField[] = [
    ...mainFields,
    ...(totalPd ? [] : (['pd'] as const)),
    ...(prism ? prismFields : []),
  ];
  const pdError = totalPd && problem?.field === 'pd' ? validationText(problem.message, messages) : undefined;
  const measuredPd = readMeasuredPd(useSyncExternalStore(noSubscription, storedMeasuredPd, () => null));

  return (
    <div className="flex flex-col gap-6">
      <p className="max-w-prose">{t('configurator.values.intro')}</p>
      {photo && <PrescriptionPhotoFigure photo={photo} />}
      {(['right', 'left'] as const).map((eye) => (
        <EyeValuesFieldset
          key={eye}
          eye={eye}
          idPrefix="configurator."
          fields={fields}
          values={values[eye]}
          errors={errorOf(eye)}
          onChange={(field, value) => setEye(eye, field, value)}
        />
      ))}
      <div className="flex flex-col gap-4">
        {measuredPd && (
          <div
            data-slot="measured-pd"
            className="flex flex-col items-start gap-2 rounded-md bg-surface-muted p-3 text-sm"
          >
            <p>
              {t('configurator.values.measuredPd', {
                right: formatPrescriptionValue('pd', measuredPd.rightMm),
                left: formatPrescriptionValue('pd', measuredPd.leftMm),
                uncertainty: formatPrescriptionValue('pd', measuredPd.uncertaintyMm),
              })}
            </p>
            <Button
              type="button"
              size="sm"
              variant="secondary"
              onClick={() => {
                setTotalPd(false);
                setValues({
                  right: { ...values.right, pd: measuredPd.rightMm },
                  left: { ...values.left, pd: measuredPd.leftMm },
                });
              }}
            >
              {t('configurator.values.useMeasuredPd')}
            </Button>
          </div>
        )}
        <Field orientation="horizontal" controlId={totalPdId}>
          <Checkbox
            checked={totalPd}
            onCheckedChange={(checked) => {
              setTotalPd(checked === true);
              setValues({
                right: { ...values.right, pd: undefined },
                left: { ...values.left, pd: undefined },
              });
            }}
          />
          <FieldContent>
            <FieldLabel className="font-normal">{t('configurator.values.totalPd')}</FieldLabel>
            <FieldDescription>{t('configurator.values.pdHelp')}</FieldDescription>
          </FieldContent>
        </Field>
        {totalPd && (
          <Field invalid={pdError !== undefined} className="max-w-xs">
            <FieldLabel>{t('configurator.values.totalPdLabel')}</FieldLabel>
            <NativeSelect
              name="configurator.pdTotal"
              value={values.right.pd != null ? String(values.right.pd * 2) : ''}
              onChange={(event) => {
                const half = event.target.value === '' ? undefined : Number(event.target.value) / 2;
                setValues({ right: { ...values.right, pd: half }, left: { ...values.left, pd: half } });
              }}
            >
              <option value="">{formatPrescriptionValue('pd', undefined)}</option>
              {totalPdOptions.map((total) => (
                <option key={total} value={String(total)}>
                  {formatPrescriptionValue('pd', total)}
                </option>
              ))}
            </NativeSelect>
            {pdError && <FieldError>{pdError}</FieldError>}
          </Field>
        )}
        <Field orientation="horizontal" controlId={prismId}>
          <Checkbox
            checked={prism}
            onCheckedChange={(checked) => {
              setPrism(checked === true);
              if (checked !== true) {
                setValues({
                  right: { ...values.right, prism: undefined, prismBase: undefined },
                  left: { ...values.left, prism: undefined, prismBase: undefined },
                });
              }
            }}
          />
          <FieldContent>
            <FieldLabel className="font-normal">{t('configurator.values.prism')}</FieldLabel>
          </FieldContent>
        </Field>
      </div>
    </div>
  );
}
