// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ConsentBanner, type ConsentBannerProps } from './consent-banner.tsx';

/*
 * The one thing a story cannot show: the banner renders on the server, where there is no window,
 * so that a first visit gets it with the page's HTML (§4 consent) and not after hydration.
 */
const props: ConsentBannerProps = {
  open: true,
  title: 'Ihre Privatsphäre ist uns wichtig',
  description: 'Statistik- und Marketing-Cookies setzen wir nur mit Ihrer Einwilligung.',
  acceptAllLabel: 'Alle akzeptieren',
  rejectAllLabel: 'Alle ablehnen',
  chooseLabel: 'Auswählen',
  saveLabel: 'Auswahl speichern',
  alwaysActiveLabel: 'Immer aktiv',
  groups: [
    { id: 'C0001', label: 'Notwendige Cookies', description: 'Warenkorb und Anmeldung.', required: true },
    { id: 'C0002', label: 'Statistik', description: 'Besuche zählen.' },
    { id: 'C0004', label: 'Marketing', description: 'Videos anderer Anbieter.' },
  ],
  onAcceptAll: () => {},
  onRejectAll: () => {},
  onSave: () => {},
};

describe('§4 consent banner on the server', () => {
  it('renders without a window: a region named by its title, with the three answers', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(<ConsentBanner {...props} focusOnOpen onDismiss={() => {}} />);
    const titleId = /<h2 id="([^"]+)"/.exec(html)?.[1];
    expect(titleId).toBeDefined();
    expect(html).toContain(
      `<section data-slot="consent-banner" data-placement="bottom" aria-labelledby="${titleId}"`,
    );
    for (const label of ['Alle akzeptieren', 'Alle ablehnen', 'Auswählen']) expect(html).toContain(label);
  });

  it('sends the switches hidden until the shopper asks for them, or shown when reopened so', () => {
    expect(renderToString(<ConsentBanner {...props} />)).toMatch(
      /data-slot="consent-banner-settings" hidden=""/,
    );
    expect(renderToString(<ConsentBanner {...props} defaultSettingsOpen />)).not.toMatch(
      /data-slot="consent-banner-settings" hidden=""/,
    );
  });

  it('renders nothing when closed', () => {
    expect(renderToString(<ConsentBanner {...props} open={false} />)).toBe('');
  });
});
