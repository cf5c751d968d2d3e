import type { ReactNode } from 'react';
import { ConsentProvider } from '@lumen/cms-blocks';
import { activeConsentGroups } from './consent-store.ts';
import { useConsent, useConsentStore } from './use-consent.ts';

/**
 * Gives the content blocks below (a video's marketing consent, §9 C0004) the shop's consent: the
 * groups granted now, a grant that the banner and every other block then know too, and the banner's
 * settings for a block that offers to change the choice (the privacy page's consent list).
 */
export function BlockConsentBridge({ children }: { children: ReactNode }) {
  const store = useConsentStore();
  const { stored } = useConsent();
  return (
    <ConsentProvider
      value={{
        grantedGroups: activeConsentGroups(stored),
        grant: store.grant,
        openSettings: store.openSettings,
      }}
    >
      {children}
    </ConsentProvider>
  );
}
