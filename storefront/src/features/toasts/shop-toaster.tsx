import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Toaster } from '@lumen/design-system';
import { ShopLink } from '../routing/shop-link.tsx';

/**
 * The shop's toasts (§4 alerts, §9 5000 ms): confirmations and refused actions of any page, in the
 * shop's language; a `view` action's link goes through the router.
 */
export function ShopToaster({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Toaster
      label={t('toasts.label')}
      viewportLabel={t('toasts.viewport')}
      closeLabel={t('toasts.close')}
      renderLink={({ href, ...props }) => <ShopLink href={href} {...props} />}
    >
      {children}
    </Toaster>
  );
}
