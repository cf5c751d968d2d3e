// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SortSelect, type SortSelectOption } from './sort-select.tsx';

/*
 * The one thing a story cannot show: the server's HTML. A listing's order comes from its address
 * (§2 `sort=price-asc`), so the trigger must name it before the page hydrates (and without scripts).
 */
const options: SortSelectOption[] = [
  { by: 'price', direction: 'asc', label: 'Cena rosnąco' },
  { by: 'new', direction: 'desc', label: 'Od najnowszych' },
];

describe('§9 the listing order on the server', () => {
  it('names the chosen order in the trigger', () => {
    const html = renderToString(
      <SortSelect label="Sortuj według" options={options} value={{ by: 'new', direction: 'desc' }} />,
    );
    expect(html).toMatch(/<button[^>]*role="combobox"[^>]*>.*Od najnowszych/);
    expect(html).not.toContain('Cena rosnąco');
  });

  it('shows the placeholder while no order is chosen', () => {
    const html = renderToString(
      <SortSelect label="Sortuj według" options={options} value={null} placeholder="Polecane" />,
    );
    expect(html).toContain('Polecane');
    expect(html).not.toContain('Od najnowszych');
  });
});
