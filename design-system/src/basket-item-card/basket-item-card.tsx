import type { DecimalSeparator } from '@lumen/domain';
import { cva, type VariantProps } from 'class-variance-authority';
import { Collapsible as CollapsiblePrimitive } from 'radix-ui';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { Alert, AlertKindIcon, alertTone, alertUrgent, type AlertKind } from '../alert/alert.tsx';
import { Button } from '../button/button.tsx';
import { IconButton } from '../icon-button/icon-button.tsx';
import { CloseIcon } from '../icons/icons.tsx';
import { ChevronDownIcon } from '../icons/form-icons.tsx';
import { cn } from '../lib/cn.ts';
import {
  PrescriptionTable,
  type PrescriptionTableColumn,
  type PrescriptionTableEye,
} from '../prescription-table/prescription-table.tsx';

/*
 * One line of the basket (§2 basket page and basket popover, §3 basket item): image, brand, name,
 * attributes, quantity and price, a remove action, an alert when a check fails, and for prescription
 * glasses the configured sub-items (§3 configurationItems: lens type, quality index, tinting,
 * service) with the prescription values per eye, behind a Radix Collapsible. The image, quantity
 * and price are slots: the page brings its product image, stepper and `Price`.
 * `compact` is the popover's card (about 96 px high, §2); `full` is the basket page's.
 */

export const basketItemCardVariants = cva('group/basket-item grid min-w-0 text-foreground', {
  variants: {
    variant: {
      full: [
        'grid-cols-[6rem_minmax(0,1fr)] gap-3 sm:grid-cols-[8rem_minmax(0,1fr)] sm:gap-x-4',
        'rounded-lg border border-border bg-surface p-4 data-unavailable:border-danger/50',
      ],
      // §2: the basket popover's card, about 96 px high.
      compact: 'min-h-24 grid-cols-[5rem_minmax(0,1fr)] content-start gap-x-3 gap-y-1 py-2',
    },
  },
  defaultVariants: { variant: 'full' },
});

/** One attribute of the item ("Farbe" → "Havanna", "Größe" → "52"). */
export type BasketItemAttribute = { label: string; value: ReactNode };

/** One configured sub-item of a prescription glasses line (§3 configuration item). */
export type BasketItemSubItem = {
  /** Stable key (the configuration item's id or master key). */
  id: string;
  /** What it is ("Glastyp", "Brechungsindex", "Tönung", "Service"). */
  label: string;
  /** What was chosen ("Gleitsicht", "1,6", "Blaulichtfilter"). */
  value: ReactNode;
  /** Its price, as a `Price` or formatted text; omitted when included. */
  price?: ReactNode;
};

/** A column of the prescription table: which value (formatted by its §5 rule) and its header. */
export type BasketItemPrescriptionColumn = PrescriptionTableColumn;

/** One eye's row of the prescription table, in the order the page wants (opticians write right first). */
export type BasketItemPrescriptionEye = PrescriptionTableEye;

/** The configured prescription of a glasses line: sub-items and, when entered, the values per eye. */
export type BasketItemPrescription = {
  /** Text of the button that shows and hides the details ("Gläser und Sehwerte"). */
  toggleLabel: string;
  subItems: readonly BasketItemSubItem[];
  values?: {
    /** The table's caption ("Ihre Sehwerte", "Vos valeurs de correction"). */
    caption: string;
    columns: readonly BasketItemPrescriptionColumn[];
    eyes: readonly BasketItemPrescriptionEye[];
    /** Every shop writes a decimal comma (domain's default); kept open for the rare export. */
    decimalSeparator?: DecimalSeparator;
  };
};

/** An alert on the item: why it cannot be ordered as it is (§8 unavailable basket, reduced quantity). */
export type BasketItemAlert = {
  kind: AlertKind;
  title?: ReactNode;
  description?: ReactNode;
  /** A button or link beside the text (full variant only). */
  action?: ReactNode;
};

/** Props of `BasketItemCard`: the item's texts and slots, its state and its actions. */
export type BasketItemCardProps = Omit<ComponentProps<'article'>, 'children'> &
  VariantProps<typeof basketItemCardVariants> & {
    /** The product image (an `<img>` or the app's image component); it fills a square box. */
    image: ReactNode;
    brand?: ReactNode;
    /** The product name; a link to the product page if the page wants one. */
    name: ReactNode;
    attributes?: readonly BasketItemAttribute[];
    /** What the basket page says under the attributes: availability, delivery estimate, promotion (full variant). */
    details?: ReactNode;
    /** A quantity stepper or a plain "Menge: 2". */
    quantity?: ReactNode;
    /** The line's price, usually a `Price`. */
    price?: ReactNode;
    /** Removes the item; the action shows only with `removeLabel`. */
    onRemove?: () => void;
    /** Name of the remove action ("Entfernen", "Supprimer", "Usuń"); the product name is its description. */
    removeLabel?: string;
    /** The removal is under way: the action shows a spinner and does not repeat. */
    removing?: boolean;
    /** A further action beside remove, such as "Auf den Merkzettel" (full variant). */
    secondaryAction?: ReactNode;
    /** The item failed a check (§2: the checkout button hides): dims the image and frames the card. */
    unavailable?: boolean;
    alert?: BasketItemAlert;
    prescription?: BasketItemPrescription;
    /** Whether the prescription details are shown (controlled). */
    prescriptionOpen?: boolean;
    /** Whether the prescription details are shown at first (uncontrolled). */
    defaultPrescriptionOpen?: boolean;
    onPrescriptionOpenChange?: (open: boolean) => void;
  };

export function BasketItemCard({
  variant,
  image,
  brand,
  name,
  attributes = [],
  details,
  quantity,
  price,
  onRemove,
  removeLabel,
  removing = false,
  secondaryAction,
  unavailable = false,
  alert,
  prescription,
  prescriptionOpen,
  defaultPrescriptionOpen,
  onPrescriptionOpenChange,
  className,
  ...props
}: BasketItemCardProps) {
  const id = useId();
  const brandId = `${id}-brand`;
  const nameId = `${id}-name`;
  const compact = variant === 'compact';
  const hasBrand = brand !== undefined && brand !== null && brand !== '';

  const remove =
    onRemove && removeLabel ? (
      compact ? (
        <IconButton
          data-slot="basket-item-card-remove"
          size="sm"
          label={removeLabel}
          loading={removing}
          aria-describedby={nameId}
          onClick={onRemove}
          className="-mt-1 -mr-2"
        >
          <CloseIcon />
        </IconButton>
      ) : (
        <Button
          data-slot="basket-item-card-remove"
          variant="ghost"
          size="sm"
          loading={removing}
          aria-describedby={nameId}
          onClick={onRemove}
          className="-ml-3 text-foreground-muted hover:text-foreground"
        >
          {!removing && <CloseIcon />}
          {removeLabel}
        </Button>
      )
    ) : null;

  return (
    <article
      data-slot="basket-item-card"
      data-variant={variant ?? 'full'}
      data-unavailable={unavailable || undefined}
      aria-labelledby={hasBrand ? `${brandId} ${nameId}` : nameId}
      className={cn(basketItemCardVariants({ variant }), className)}
      {...props}
    >
      <div
        data-slot="basket-item-card-image"
        className={cn(
          'flex aspect-square w-full items-center justify-center self-start overflow-hidden rounded-md bg-surface-muted',
          '[&>img]:size-full [&>img]:object-contain [&>picture]:size-full',
          'group-data-unavailable/basket-item:opacity-50 group-data-unavailable/basket-item:grayscale',
          compact ? 'row-span-2' : 'sm:row-span-2',
        )}
      >
        {image}
      </div>

      <div data-slot="basket-item-card-info" className="flex min-w-0 items-start gap-2">
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          {hasBrand && (
            <p
              id={brandId}
              data-slot="basket-item-card-brand"
              className={cn(
                'font-semibold tracking-wide text-foreground-muted uppercase',
                compact ? 'truncate text-xs' : 'text-xs sm:text-sm',
              )}
            >
              {brand}
            </p>
          )}
          <p
            id={nameId}
            data-slot="basket-item-card-name"
            className={cn('font-semibold', compact ? 'truncate text-sm' : 'text-base sm:text-lg')}
          >
            {name}
          </p>
          {attributes.length > 0 && (
            <dl
              data-slot="basket-item-card-attributes"
              className={cn(
                'text-foreground-muted',
                compact
                  ? // One line of values, cut off at the end; the labels are for screen readers.
                    'truncate text-xs'
                  : 'mt-1 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-sm',
              )}
            >
              {attributes.map((attribute, index) => (
                <div
                  key={attribute.label}
                  data-slot="basket-item-card-attribute"
                  className={compact ? 'inline' : 'contents'}
                >
                  <dt className={compact ? 'sr-only' : undefined}>{attribute.label}</dt>
                  <dd className={compact ? 'inline' : 'text-foreground'}>
                    {compact && index > 0 && <span aria-hidden> · </span>}
                    {attribute.value}
                  </dd>
                </div>
              ))}
            </dl>
          )}
          {!compact && details !== undefined && (
            <div data-slot="basket-item-card-details" className="mt-2 flex flex-col gap-1.5 text-sm">
              {details}
            </div>
          )}
        </div>
        {compact && remove}
      </div>

      {(quantity !== undefined || price !== undefined || (!compact && remove)) && (
        <div
          data-slot="basket-item-card-footer"
          className={cn(
            'flex min-w-0 flex-wrap items-center justify-between gap-x-4 gap-y-2 self-end',
            // On a phone the full card's footer runs under the image, where there is room.
            compact ? 'col-start-2 text-xs' : 'col-span-2 text-sm sm:col-span-1 sm:col-start-2',
          )}
        >
          <div className="flex min-w-0 flex-wrap items-center gap-x-4 gap-y-2">
            {quantity !== undefined && <div data-slot="basket-item-card-quantity">{quantity}</div>}
            {!compact && remove}
            {!compact && secondaryAction}
          </div>
          {price !== undefined && (
            <div
              data-slot="basket-item-card-price"
              className={cn('ml-auto text-right font-semibold', compact ? 'text-sm' : 'text-base')}
            >
              {price}
            </div>
          )}
        </div>
      )}

      {alert &&
        (compact ? (
          <p
            data-slot="basket-item-card-alert"
            data-tone={alertTone(alert.kind)}
            role={alertUrgent(alert.kind) ? 'alert' : 'status'}
            className={cn(
              'col-start-2 flex items-start gap-1.5 text-xs font-semibold [&_svg]:size-4 [&_svg]:shrink-0',
              'data-[tone=danger]:text-danger data-[tone=info]:text-info data-[tone=success]:text-success data-[tone=warning]:text-warning',
            )}
          >
            <AlertKindIcon kind={alert.kind} />
            <span className="min-w-0">
              {alert.title}
              {alert.title && alert.description ? ' ' : null}
              {alert.description && <span className="font-normal">{alert.description}</span>}
            </span>
          </p>
        ) : (
          <Alert className="col-span-full" {...alert} />
        ))}

      {prescription && (
        <BasketItemPrescriptionDetails
          prescription={prescription}
          compact={compact}
          open={prescriptionOpen}
          defaultOpen={defaultPrescriptionOpen}
          onOpenChange={onPrescriptionOpenChange}
        />
      )}
    </article>
  );
}

type BasketItemPrescriptionDetailsProps = {
  prescription: BasketItemPrescription;
  compact: boolean;
  open: boolean | undefined;
  defaultOpen: boolean | undefined;
  onOpenChange: ((open: boolean) => void) | undefined;
};

function BasketItemPrescriptionDetails({
  prescription,
  compact,
  open,
  defaultOpen,
  onOpenChange,
}: BasketItemPrescriptionDetailsProps) {
  const { toggleLabel, subItems, values } = prescription;
  return (
    <CollapsiblePrimitive.Root
      data-slot="basket-item-card-prescription"
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      className={compact ? 'col-start-2' : 'col-span-full border-t border-border pt-2'}
    >
      <CollapsiblePrimitive.Trigger
        data-slot="basket-item-card-prescription-trigger"
        className={cn(
          'inline-flex cursor-pointer items-center gap-1.5 rounded-sm font-semibold text-accent hover:text-accent-hover',
          '[&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:transition-transform [&_svg]:duration-normal motion-reduce:[&_svg]:transition-none',
          '[&[data-state=open]_svg]:rotate-180',
          compact ? 'min-h-8 text-xs' : 'min-h-11 text-sm',
        )}
      >
        {toggleLabel}
        <ChevronDownIcon />
      </CollapsiblePrimitive.Trigger>
      <CollapsiblePrimitive.Content
        data-slot="basket-item-card-prescription-content"
        className={cn(
          'overflow-hidden',
          // The accordion's height animation, fed with the height Radix measured for the collapsible.
          '[--radix-accordion-content-height:var(--radix-collapsible-content-height)]',
          'motion-safe:data-[state=closed]:animate-accordion-up motion-safe:data-[state=open]:animate-accordion-down',
        )}
      >
        <div
          className={cn(
            'flex flex-col pt-1',
            compact ? 'gap-2 pb-1 text-xs' : 'gap-4 pb-2 text-sm sm:max-w-md',
          )}
        >
          {subItems.length > 0 && (
            <dl data-slot="basket-item-card-sub-items" className="flex flex-col gap-2">
              {subItems.map((item) => (
                <div
                  key={item.id}
                  data-slot="basket-item-card-sub-item"
                  className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-3"
                >
                  <dt className="col-start-1 text-foreground-muted">{item.label}</dt>
                  <dd className="col-start-1">{item.value}</dd>
                  {item.price !== undefined && (
                    <dd className="col-start-2 row-span-2 row-start-1 self-center text-right">
                      {item.price}
                    </dd>
                  )}
                </div>
              ))}
            </dl>
          )}
          {values && (
            <PrescriptionTable
              data-slot="basket-item-card-prescription-values"
              caption={values.caption}
              columns={values.columns}
              eyes={values.eyes}
              {...(values.decimalSeparator && { decimalSeparator: values.decimalSeparator })}
            />
          )}
        </div>
      </CollapsiblePrimitive.Content>
    </CollapsiblePrimitive.Root>
  );
}
