import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Field, FieldLabel, Input, NativeCheckbox, NativeSelect } from '@lumen/design-system';
import {
  branchSearchCentre,
  branchServiceCodes,
  distanceKm,
  findBranches,
  hasRoute,
  routePath,
} from '@lumen/domain';
import type { RouterContext } from '../../router.tsx';
import { branchesQuery } from '../../queries/branch-queries.ts';
import { useHydrated } from '../page/use-hydrated.ts';
import { useStoreMode } from '../store-mode/store-mode.ts';
import { BranchCard } from './branch-card.tsx';
import { nearParam, type BranchFinderSearch } from './branch-finder-search.ts';

type Locating = 'idle' | 'locating' | 'failed';

/** Whether the finder lists only branches that take reservations (`ropo`, or frames to reserve). */
export function reservationsOnly(search: BranchFinderSearch): boolean {
  return search.ropo === 'true' || (search['ropo-ids'] ?? '') !== '';
}

/**
 * The store finder (§2 branch list and find-branch): a zip code or city, or the shopper's own
 * position when they choose to share it, puts the nearest branches first with their distance; a
 * service and reservations narrow the list. The form is a plain GET form, so it works before the
 * scripts load; with them, the list changes without a reload. The position is asked for only on
 * the button, used rounded to about a kilometre, and kept nowhere but in the address (and not
 * offered in store mode: the tablet stands in a branch).
 */
export function BranchFinder({ search, now }: { search: BranchFinderSearch; now: string }) {
  const { rpc, shop }: Pick<RouterContext, 'rpc' | 'shop'> = useRouteContext({ from: '__root__' });
  const { t } = useTranslation();
  const navigate = useNavigate({ from: '/niederlassungen/' });
  const hydrated = useHydrated();
  const [locating, setLocating] = useState<Locating>('idle');
  const ropoOnly = reservationsOnly(search);
  const { data: branches } = useSuspenseQuery(branchesQuery(rpc, { service: search.service, ropoOnly }));
  const centre = search.near ?? (search.q ? branchSearchCentre(branches, search.q) : undefined);
  const storeMode = useStoreMode();
  // The branch chosen before (or the tablet's own, in store mode) comes first, marked.
  const chosen = search['branch-id'] ?? storeMode.branchId;
  const found = findBranches(branches, centre ? { near: centre } : {});
  const listed = [
    ...found.filter((branch) => branch.id === chosen),
    ...found.filter((branch) => branch.id !== chosen),
  ];
  // Frames to reserve (`ropo-ids`): each branch can be chosen for the try-on list.
  const tryOnList =
    (search['ropo-ids'] ?? '') !== '' && hasRoute(shop, 'try-on-basket')
      ? routePath(shop, 'try-on-basket')
      : undefined;
  const action = routePath(shop, 'branch-list');
  // A searched place stands at a branch there: that branch's own distance would be no one's.
  const distanceOf = (branch: (typeof listed)[number]) => {
    if (!centre) return {};
    const km = distanceKm(centre, branch.geo);
    return search.near || km >= 1 ? { distanceKm: km } : {};
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' ? value.trim() : '';
    };
    const q = text('q');
    const service = text('service');
    void navigate({
      search: {
        ...(q && { q }),
        ...(service && { service }),
        ...(form.get('ropo') === 'true' && { ropo: 'true' }),
      },
    });
  }

  function locate() {
    setLocating('locating');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating('idle');
        const { latitude: lat, longitude: lng } = position.coords;
        void navigate({
          search: (previous) => ({ ...previous, q: undefined, near: nearParam({ lat, lng }) }),
        });
      },
      () => setLocating('failed'),
      { maximumAge: 10 * 60_000, timeout: 15_000 },
    );
  }

  const heading = search.near
    ? t('branches.nearYou')
    : search.q && centre
      ? t('branches.nearQuery', { query: search.q })
      : t('branches.all');
  return (
    <div className="flex flex-col gap-6">
      <form
        method="get"
        action={action}
        role="search"
        aria-label={t('branches.search.label')}
        onSubmit={submit}
        className="flex flex-col gap-4 rounded-lg border border-border bg-surface-muted p-4 md:flex-row md:flex-wrap md:items-end"
      >
        <Field className="md:min-w-64 md:flex-1">
          <FieldLabel>{t('branches.search.query')}</FieldLabel>
          <Input name="q" defaultValue={search.q ?? ''} autoComplete="postal-code" inputMode="search" />
        </Field>
        <Field className="md:w-56">
          <FieldLabel>{t('branches.search.service')}</FieldLabel>
          <NativeSelect name="service" defaultValue={search.service ?? ''}>
            <option value="">{t('branches.search.allServices')}</option>
            {branchServiceCodes.map((code) => (
              <option key={code} value={code}>
                {t(`branches.services.${code}`)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field orientation="horizontal" className="items-center md:h-11">
          <NativeCheckbox name="ropo" value="true" defaultChecked={ropoOnly} />
          <FieldLabel className="font-normal">{t('branches.search.ropoOnly')}</FieldLabel>
        </Field>
        <div className="flex flex-wrap gap-3">
          <Button type="submit">{t('branches.search.submit')}</Button>
          {hydrated && 'geolocation' in navigator && !storeMode.active && (
            <Button type="button" variant="secondary" loading={locating === 'locating'} onClick={locate}>
              {t('branches.search.locate')}
            </Button>
          )}
        </div>
        <p className="basis-full text-xs text-foreground-muted">{t('branches.search.privacy')}</p>
      </form>
      {locating === 'failed' && <Alert kind="WARNING" description={t('branches.search.locateFailed')} />}
      {search.q && !centre && (
        <Alert kind="WARNING" description={t('branches.search.noMatch', { query: search.q })} />
      )}
      <section aria-labelledby="branch-results" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="branch-results" className="text-xl font-semibold">
            {heading}
          </h2>
          <p role="status" className="text-sm text-foreground-muted">
            {t('branches.count', { count: listed.length })}
          </p>
        </div>
        {listed.length === 0 ? (
          <p>{t('branches.none')}</p>
        ) : (
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {listed.map((branch) => (
              <BranchCard
                key={branch.id}
                branch={branch}
                now={now}
                heading="h3"
                service={search.service}
                chosen={branch.id === chosen}
                {...(tryOnList && branch.ropo && { chooseHref: `${tryOnList}?branch-id=${branch.id}` })}
                {...distanceOf(branch)}
              />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
