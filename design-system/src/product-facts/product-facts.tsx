import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn.ts';

/*
 * A product's attributes as a table (§2 product page: frame measurements, material, lens data):
 * one row per attribute, its name as the row header and its value beside it, so a screen reader
 * reads "Fassungsbreite, 139 mm". The caption names the table; `captionHidden` keeps it for
 * screen readers only where a heading above says the same.
 */

/** One row: the attribute's name and its value, as the shop words them. */
export type ProductFactRow = {
  /** A stable key (the attribute's key). */
  key: string;
  /** The attribute's name ("Fassungsbreite", "Materiał"). */
  label: string;
  /** Its value ("139 mm", "Acetat", "Eckig, Herzförmig", "Ja"). */
  value: ReactNode;
};

/** Props of `ProductFacts`: the rows, the caption and a table's other props. */
export type ProductFactsProps = Omit<ComponentProps<'table'>, 'children'> & {
  rows: readonly ProductFactRow[];
  /** The table's name ("Produktdetails"). */
  caption: string;
  /** Read out but not shown, where a heading above already names the table. */
  captionHidden?: boolean;
};

export function ProductFacts({
  rows,
  caption,
  captionHidden = false,
  className,
  ...props
}: ProductFactsProps) {
  if (rows.length === 0) return null;
  return (
    <table
      data-slot="product-facts"
      className={cn('w-full border-collapse text-left text-sm text-foreground', className)}
      {...props}
    >
      <caption
        data-slot="product-facts-caption"
        className={cn('mb-2 text-left text-base font-semibold', captionHidden && 'sr-only')}
      >
        {caption}
      </caption>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} data-slot="product-facts-row" className="border-b border-border last:border-b-0">
            <th scope="row" className="w-1/2 py-2 pr-4 align-top font-normal text-foreground-muted">
              {row.label}
            </th>
            <td className="py-2 align-top font-medium">{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
