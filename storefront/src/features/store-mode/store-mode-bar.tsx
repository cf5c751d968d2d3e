import { useRouteContext } from '@tanstack/react-router';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@lumen/design-system';
import { branchIdSessionKey, routePath } from '@lumen/domain';
import type { RouterContext } from '../../router.tsx';
import { branchQuery } from '../../queries/branch-queries.ts';
import { storeModeCookieString, useStoreMode } from './store-mode.ts';

type PageContext = Pick<RouterContext, 'rpc' | 'shop'>;

/**
 * §2 store mode's bar under the header: which branch the tablet is in, and a way out that ends the
 * visit's store mode and signs out whoever used the tablet, then starts afresh on the homepage.
 */
export function StoreModeBar() {
  const mode = useStoreMode();
  const { t } = useTranslation();
  if (!mode.active) return null;
  return (
    <div
      role="region"
      aria-label={t('storeMode.label')}
      data-slot="store-mode-bar"
      className="border-b border-border bg-accent-subtle"
    >
      <div className="mx-auto flex w-full max-w-(--breakpoint-2xl) flex-wrap items-center justify-between gap-3 px-4 py-2 md:px-8">
        <p className="text-sm font-semibold">
          {mode.branchId ? (
            <Suspense fallback={t('storeMode.active')}>
              <StoreModeBranch branchId={mode.branchId} />
            </Suspense>
          ) : (
            t('storeMode.active')
          )}
        </p>
        <EndStoreMode />
      </div>
    </div>
  );
}

function StoreModeBranch({ branchId }: { branchId: string }) {
  const { rpc }: PageContext = useRouteContext({ from: '__root__' });
  const { t } = useTranslation();
  const { data: branch } = useSuspenseQuery(branchQuery(rpc, branchId));
  return branch ? t('storeMode.inBranch', { branch: branch.name }) : t('storeMode.active');
}

function EndStoreMode() {
  const { rpc, shop }: PageContext = useRouteContext({ from: '__root__' });
  const { t } = useTranslation();
  const end = useMutation({
    mutationFn: () => rpc('signOut', {}),
    onSettled: () => {
      document.cookie = storeModeCookieString({ active: false }, window.location.protocol === 'https:');
      sessionStorage.removeItem(branchIdSessionKey);
      // A full load: nothing of the last shopper's pages stays in the app's memory.
      window.location.assign(routePath(shop, 'home'));
    },
  });
  return (
    <Button type="button" size="sm" variant="secondary" loading={end.isPending} onClick={() => end.mutate()}>
      {t('storeMode.end')}
    </Button>
  );
}
