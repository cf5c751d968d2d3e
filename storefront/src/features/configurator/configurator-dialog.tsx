import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Button,
  ConfirmDialog,
  Dialog,
  DialogBody,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  StepProgress,
} from '@lumen/design-system';
import {
  attributeValues,
  configuratorChoiceOfGroup,
  configuratorStepsFor,
  configuredCents,
  emptyConfiguratorChoice,
  formatPrice,
  furthestConfiguratorStep,
  glassOptions,
  isStepAnswered,
  mayShowConfiguratorStep,
  nextStepFor,
  routePath,
} from '@lumen/domain';
import type { ConfiguratorChoice, ConfiguratorStep, GlassOptions, Product, Variant } from '@lumen/domain';
import type { RouterContext } from '../../router.tsx';
import { basketQuery } from '../../queries/basket-queries.ts';
import { rxProductsQuery } from '../../queries/catalog-queries.ts';
import { shopConfigurationQuery } from '../../queries/shop-queries.ts';
import {
  configuratorDraftKey,
  createDraftStore,
  editedGroup,
  rememberEditedGroup,
  sessionDraftStorage,
} from './configurator-draft.ts';
import { PrescriptionTypeStep } from './steps/prescription-type-step.tsx';
import { PrescriptionSourceStep } from './steps/prescription-source-step.tsx';
import { PrescriptionValuesStep } from './steps/prescription-values-step.tsx';
import { ConfirmValuesStep } from './steps/confirm-values-step.tsx';
import { GlassTypeStep } from './steps/glass-type-step.tsx';
import { ExtrasStep } from './steps/extras-step.tsx';
import { SummaryStep } from './steps/summary-step.tsx';
import type { StepProps } from './steps/step-props.ts';
import type { PrescriptionPhoto } from './prescription-photo/prescription-photo.tsx';
import { useFrameCents } from './use-frame-cents.ts';

type PageContext = Pick<RouterContext, 'rpc' | 'shop'>;

/** The steps that show the lens options (getRxProducts). */
const lensSteps: readonly ConfiguratorStep[] = ['glass-type', 'extras', 'summary'];

const stepViews: Record<ConfiguratorStep, (props: StepProps) => React.ReactNode> = {
  'prescription-type': PrescriptionTypeStep,
  prescription: PrescriptionSourceStep,
  'prescription-values': PrescriptionValuesStep,
  'confirm-prescription-values': ConfirmValuesStep,
  'glass-type': GlassTypeStep,
  extras: ExtrasStep,
  summary: SummaryStep,
};

/** Whether the shopper has answered anything yet: only then does closing ask before it forgets. */
function hasAnswers(choice: ConfiguratorChoice): boolean {
  return choice.type !== undefined;
}

/**
 * §2 the prescription configurator: an overlay over the product page whose seven steps are each a
 * history entry (`?configure=`), so Back and Forward move between them and a reload returns to the
 * step with what was entered (kept in the tab's storage, never in the address). A step whose
 * earlier answers are missing is never shown: the address is replaced with the furthest step the
 * answers reach. Closing, by the button or by Escape, asks before the answers are thrown away.
 */
export function ConfiguratorDialog({
  product,
  variant,
  step,
  name,
  editGroup,
}: {
  product: Product;
  variant: Variant;
  step: ConfiguratorStep;
  name: string;
  /** The basket's item group being edited: the configurator starts from it and saves back into it. */
  editGroup?: string | undefined;
}) {
  const { rpc, shop }: PageContext = useRouteContext({ from: '__root__' });
  const { t } = useTranslation();
  const navigate = useNavigate({ from: '/p/$slug/' });
  const { data: configuration } = useSuspenseQuery(shopConfigurationQuery(rpc));
  const store = useMemo(
    () => createDraftStore(sessionDraftStorage(), configuratorDraftKey(shop.code, product.id)),
    [shop.code, product.id],
  );
  const choice = useSyncExternalStore(store.subscribe, store.get, () => emptyConfiguratorChoice);
  const basket = useQuery({ ...basketQuery(rpc), enabled: editGroup !== undefined });
  const editing =
    editGroup && basket.data ? configuratorChoiceOfGroup(basket.data.items, editGroup) : undefined;
  // Editing starts once from the group's configuration; a reload goes on with what was changed.
  useEffect(() => {
    if (!editing || !editGroup || editedGroup(shop.code, product.id) === editGroup) return;
    store.set(editing.choice);
    rememberEditedGroup(shop.code, product.id, editGroup);
  }, [editing, editGroup, shop.code, product.id, store]);
  const needsLenses = choice.type === 'type_ei';
  const lenses = useQuery({ ...rxProductsQuery(rpc), enabled: needsLenses });
  const options: GlassOptions | undefined = useMemo(
    () =>
      lenses.data &&
      glassOptions(lenses.data, {
        values: choice.values,
        frameType: attributeValues(product.attributes, 'rimType')[0],
        rxSunglasses: configuration.featureFlags.rxSunglasses,
      }),
    [lenses.data, choice.values, product.attributes, configuration.featureFlags.rxSunglasses],
  );
  // Until the lens options are here, a step that shows them is judged by the answers before them.
  const waitsForLenses = needsLenses && lenses.data === undefined && lensSteps.includes(step);
  const [showErrors, setShowErrors] = useState(false);
  const [discarding, setDiscarding] = useState(false);
  // The prescription's photo lives as long as the overlay: it is neither stored nor sent.
  const [photo, setPhoto] = useState<PrescriptionPhoto>();
  const shownPhoto = useRef<PrescriptionPhoto>(undefined);
  const showPhoto = (next: PrescriptionPhoto) => {
    if (shownPhoto.current) URL.revokeObjectURL(shownPhoto.current.url);
    shownPhoto.current = next;
    setPhoto(next);
  };
  useEffect(
    () => () => {
      if (shownPhoto.current) URL.revokeObjectURL(shownPhoto.current.url);
    },
    [],
  );
  const headingRef = useRef<HTMLHeadingElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);

  const goTo = (next: ConfiguratorStep, replace = false) => {
    setShowErrors(false);
    void navigate({ search: (previous) => ({ ...previous, configure: next }), replace, resetScroll: false });
  };
  // Once closing, the answers are forgotten: no step may be judged by them any more.
  const closing = useRef(false);
  const close = () => {
    closing.current = true;
    void navigate({
      search: (previous) => ({ ...previous, configure: undefined }),
      replace: true,
      resetScroll: false,
    });
  };

  const allowed = waitsForLenses
    ? mayShowConfiguratorStep('glass-type', choice, undefined)
    : mayShowConfiguratorStep(step, choice, options);
  // An edit opens at its values: no step is judged before the group's configuration is in.
  const awaitingEdit =
    editGroup !== undefined &&
    editedGroup(shop.code, product.id) !== editGroup &&
    (basket.isPending || editing !== undefined);
  useEffect(() => {
    if (!allowed && !closing.current && !awaitingEdit) goTo(furthestConfiguratorStep(choice, options), true);
  });
  // Each step starts at its heading, so a screen reader hears where it is.
  useEffect(() => {
    headingRef.current?.focus();
  }, [step]);

  // A step the shopper tried to leave unanswered: the focus goes to what is missing.
  useEffect(() => {
    if (!showErrors) return;
    const invalid = bodyRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    const target = invalid?.matches('[role="radiogroup"]')
      ? invalid.querySelector<HTMLElement>('[role="radio"]:not([disabled])')
      : invalid;
    target?.focus();
  }, [showErrors]);

  const update = (patch: Partial<ConfiguratorChoice>) => {
    setShowErrors(false);
    store.set({ ...store.get(), ...patch });
  };
  // Until a type is chosen (or for an eye test, which leaves for the branches) the progress shows
  // the whole way of glasses with values; the frame alone goes straight to the summary.
  const flowType = choice.type === 'type_none' || choice.type === 'home_try_on' ? choice.type : 'type_ei';
  const steps = configuratorStepsFor(flowType);
  const index = steps.indexOf(step);
  const previous = index > 0 ? steps[index - 1] : undefined;
  // An eye test, and values the online lab cannot make, go to a branch: there is no next step.
  const toBranch = choice.type === 'appointment' || (step === 'glass-type' && options?.branchOnly === true);
  const next = toBranch ? undefined : nextStepFor(flowType, step);
  const View = stepViews[step];
  const prices = configuration;
  const frame = useFrameCents(product, variant, choice);
  const total = configuredCents(frame.cents, choice, options);

  function goOn() {
    if (!next) return;
    if (!isStepAnswered(step, choice, options)) {
      setShowErrors(true);
      return;
    }
    goTo(next);
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (open) return;
        if (hasAnswers(choice)) setDiscarding(true);
        else close();
      }}
    >
      <DialogContent
        size="lg"
        closeLabel={t('configurator.close')}
        data-slot="configurator"
        data-step={step}
        className="h-[calc(100dvh-2rem)] max-w-4xl"
        aria-describedby={undefined}
      >
        <DialogHeader className="gap-3">
          <DialogTitle>{t('configurator.title', { name })}</DialogTitle>
          <StepProgress
            steps={steps.map((id) => ({ id, label: t(`configurator.steps.${id}`) }))}
            current={index === -1 ? steps[0]! : step}
            label={t('configurator.progress')}
            counter={(position, count) => t('configurator.counter', { position, count })}
            completedLabel={t('configurator.completed')}
            onStepSelect={(id) => goTo(id as ConfiguratorStep)}
          />
        </DialogHeader>
        <DialogBody ref={bodyRef} className="flex flex-col gap-5 py-4">
          <h3 ref={headingRef} tabIndex={-1} className="text-xl font-semibold outline-none">
            {t(`configurator.steps.${step}`)}
          </h3>
          {!allowed ? null : waitsForLenses ? (
            lenses.isError ? (
              <Alert
                kind="ERROR"
                description={t('configurator.loadFailed')}
                action={
                  <Button variant="secondary" size="sm" onClick={() => void lenses.refetch()}>
                    {t('configurator.retry')}
                  </Button>
                }
              />
            ) : (
              <p role="status">{t('configurator.loading')}</p>
            )
          ) : (
            <View
              product={product}
              variant={variant}
              name={name}
              choice={choice}
              update={update}
              options={options}
              prices={prices}
              showErrors={showErrors}
              editGroup={editing ? editGroup : undefined}
              photo={photo}
              onPhoto={showPhoto}
              onDone={() => {
                // Leaving: the cleared answers must not send the address to a step.
                closing.current = true;
                store.clear();
                rememberEditedGroup(shop.code, product.id, undefined);
                if (editing) void navigate({ to: routePath(shop, 'basket') });
                else close();
              }}
            />
          )}
        </DialogBody>
        <DialogFooter className="flex-col items-stretch gap-3 border-t border-border sm:flex-row sm:items-center sm:justify-between">
          <p className="text-lg font-semibold" data-slot="configurator-total">
            {t('configurator.totalLine', { price: formatPrice(total, prices) })}
          </p>
          <div className="flex gap-2 [&>*]:flex-1 sm:[&>*]:flex-none">
            {previous && (
              <Button variant="secondary" onClick={() => goTo(previous)}>
                {t('configurator.back')}
              </Button>
            )}
            {next && <Button onClick={goOn}>{t('configurator.next')}</Button>}
          </div>
        </DialogFooter>
      </DialogContent>
      <ConfirmDialog
        open={discarding}
        onOpenChange={setDiscarding}
        title={t('configurator.discard.title')}
        description={t('configurator.discard.description')}
        confirmLabel={t('configurator.discard.confirm')}
        keepLabel={t('configurator.discard.keep')}
        closeLabel={t('overlay.close')}
        onConfirm={() => {
          store.clear();
          rememberEditedGroup(shop.code, product.id, undefined);
          close();
          return Promise.resolve();
        }}
      />
    </Dialog>
  );
}
