import {
  formatPrescriptionValue,
  type DecimalSeparator,
  type PrescriptionNumber,
  type PrescriptionValueField,
} from '@lumen/domain';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn.ts';

/*
 * A prescription as an optician writes it: one row per eye (right first), one column per value,
 * each value in the §5 format (sign, two decimals, a dash for unset, two for not chosen; domain's
 * `formatPrescriptionValue`). A real table, so a screen reader reads each number with its eye and
 * its column; an abbreviated column header ("SPH") can carry a spoken name ("Sphäre in Dioptrien").
 */

export type PrescriptionTableColumn = {
  field: PrescriptionValueField;
  /** Visible header, usually the optician's abbreviation ("SPH", "ZYL", "Achse"). */
  label: string;
  /** Read out instead of `label` when the abbreviation would not be understood ("Sphäre in Dioptrien"). */
  accessibleLabel?: string;
};

/** One eye's row, in the order the page wants (opticians write right first). */
export type PrescriptionTableEye = {
  /** Row header ("Rechts (R)", "Œil gauche"). */
  label: string;
  values: Partial<Record<PrescriptionValueField, PrescriptionNumber>>;
};

/** Props of `PrescriptionTable`: a table's props, its caption, the columns and the eyes. */
export type PrescriptionTableProps = Omit<ComponentProps<'table'>, 'children'> & {
  /** The table's caption ("Ihre Sehwerte", "Vos valeurs de correction"). */
  caption: string;
  columns: readonly PrescriptionTableColumn[];
  eyes: readonly PrescriptionTableEye[];
  /** Every shop writes a decimal comma (domain's default); kept open for the rare export. */
  decimalSeparator?: DecimalSeparator;
};

export function PrescriptionTable({
  caption,
  columns,
  eyes,
  decimalSeparator,
  className,
  ...props
}: PrescriptionTableProps) {
  return (
    <table
      data-slot="prescription-table"
      className={cn('w-full border-collapse tabular-nums', className)}
      {...props}
    >
      <caption className="pb-1 text-left font-semibold text-foreground-muted">{caption}</caption>
      <thead>
        <tr className="border-b border-border">
          <td />
          {columns.map((column) => (
            <th
              key={column.field}
              scope="col"
              className="px-1 py-1 text-right font-semibold whitespace-nowrap last:pr-0"
            >
              {column.accessibleLabel ? (
                <>
                  <span aria-hidden>{column.label}</span>
                  <span className="sr-only">{column.accessibleLabel}</span>
                </>
              ) : (
                column.label
              )}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {eyes.map((eye) => (
          <tr key={eye.label} className="border-b border-border last:border-b-0">
            <th scope="row" className="py-1 pr-2 text-left font-semibold">
              {eye.label}
            </th>
            {columns.map((column) => (
              <td key={column.field} className="px-1 py-1 text-right whitespace-nowrap last:pr-0">
                {formatPrescriptionValue(column.field, eye.values[column.field], decimalSeparator)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
