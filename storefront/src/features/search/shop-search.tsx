import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { keepPreviousData, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchBox } from '@lumen/design-system';
import {
  fetchesSuggestions,
  productSuggestionPageSize,
  routePath,
  searchDebounceMs,
  searchFallbackContent,
  searchFallbackLimits,
  searchSubmitTarget,
  showsSearchFallback,
  type Product,
} from '@lumen/domain';
import type { RouterContext } from '../../router.tsx';
import { navigationQuery } from '../../queries/catalog-queries.ts';
import {
  navigationDefaultPagesQuery,
  newestProductsQuery,
  searchSuggestionsQuery,
} from '../../queries/search-queries.ts';
import { shopConfigurationQuery } from '../../queries/shop-queries.ts';
import { toInternalPathname } from '../../routing/internal-paths.ts';
import { parseSearch } from '../../routing/search-params.ts';
import { defaultPageItems } from './default-pages.ts';
import { productSuggestionItem, suggestionItems } from './suggestion-items.ts';
import { useDebouncedValue } from './use-debounced-value.ts';

/**
 * The header's search (§2): suggestions for more than 2 characters after 500 ms, the fallback
 * content (newest products, top categories, the shop's default pages) for fewer, and the submit routing of resolveSearch:
 * a product to its page, a category to its listing with `?search=`, anything else to /search/.
 * Without scripts the form still submits to the search page (a plain GET with `term`).
 */
export function ShopSearch() {
  const { rpc, shop }: Pick<RouterContext, 'rpc' | 'shop'> = useRouteContext({ from: '__root__' });
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const settled = useDebouncedValue(term.trim(), searchDebounceMs);
  const { data: navigation } = useSuspenseQuery(navigationQuery(rpc));
  const { data: configuration } = useSuspenseQuery(shopConfigurationQuery(rpc));

  const suggestions = useQuery({
    ...searchSuggestionsQuery(rpc, settled),
    enabled: fetchesSuggestions(settled),
    placeholderData: keepPreviousData,
  });
  const items = fetchesSuggestions(settled)
    ? suggestionItems(shop, suggestions.data?.suggestions ?? []).filter(
        (item, index, all) =>
          item.type !== 'product' ||
          all.slice(0, index).filter((other) => other.type === 'product').length < productSuggestionPageSize,
      )
    : [];

  const firstCategory = navigation[0]?.slug.split('/').filter(Boolean) ?? [];
  const fallbackWanted = open && showsSearchFallback(term, items.length);
  const newest = useQuery({
    ...newestProductsQuery(rpc, firstCategory, searchFallbackLimits.newestProducts),
    enabled: fallbackWanted && firstCategory.length > 0,
  });
  const defaultPageSlugs = configuration.customData.navigationDefaultContents.defaultContentPages;
  const defaultPages = useQuery({
    ...navigationDefaultPagesQuery(rpc),
    enabled: fallbackWanted && defaultPageSlugs.length > 0,
  });
  const fallback = fallbackWanted
    ? searchFallbackContent({
        // The newest products are listing tiles (getProductsByCategory); productSuggestionItem reads
        // only what a tile holds (id, name, colour, brand, images) but still types its product as
        // a whole Product.
        newestProducts: (newest.data ?? []).flatMap((tile) => productSuggestionItem(shop, tile as Product)),
        topCategories: navigation.map((item) => ({
          type: 'category' as const,
          id: `top-${item.slug}`,
          label: item.label,
          href: item.slug.endsWith('/') ? item.slug : `${item.slug}/`,
        })),
        defaultPages: defaultPageItems(defaultPages.data ?? [], defaultPageSlugs),
      })
    : undefined;

  async function submit(submitted: string) {
    const trimmed = submitted.trim();
    if (trimmed === '') return;
    const resolution = await rpc('resolveSearch', { term: trimmed }).catch(() => ({
      type: 'empty' as const,
    }));
    const target = searchSubmitTarget(trimmed, resolution, routePath(shop, 'search'));
    if (!target.ok) return;
    setOpen(false);
    const url = new URL(target.path, 'http://shop.invalid');
    await navigate({
      to: toInternalPathname(shop, url.pathname) as '/',
      search: parseSearch(url.search) as never,
    });
  }

  return (
    <SearchBox
      action={routePath(shop, 'search')}
      method="get"
      name="term"
      term={term}
      onTermChange={setTerm}
      onSubmit={(submitted) => void submit(submitted)}
      suggestions={items}
      {...(fallback ? { fallback } : {})}
      open={open}
      onOpenChange={setOpen}
      loading={suggestions.isFetching || newest.isFetching || defaultPages.isFetching}
      groupLabels={{
        product: t('header.search.groups.products'),
        category: t('header.search.groups.categories'),
        navigationItem: t('header.search.groups.pages'),
      }}
      fallbackLabels={{
        newestProducts: t('header.search.fallback.newestProducts'),
        topCategories: t('header.search.fallback.topCategories'),
        defaultPages: t('header.search.fallback.defaultPages'),
      }}
      label={t('header.search.label')}
      placeholder={t('header.search.placeholder')}
      submitLabel={t('header.search.submit')}
      clearLabel={t('header.search.clear')}
      emptyText={t('header.search.empty')}
      loadingText={t('header.search.loading')}
    />
  );
}
