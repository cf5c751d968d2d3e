import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { Alert, alertKinds, type AlertKind } from './alert.tsx';

/** German shop texts of each §4 kind, with the action that goes with it. */
const germanAlerts = {
  CONFIRM: {
    title: 'Termin gebucht',
    description: 'Wir haben Ihnen eine Bestätigung an anna.keller@example.de geschickt.',
  },
  WARNING: {
    title: 'Nur noch 3 Stück verfügbar',
    description: 'Die Lieferung kann sich um einige Tage verzögern.',
  },
  ERROR: {
    title: 'Zahlung fehlgeschlagen',
    description: 'Bitte prüfen Sie Ihre Kartendaten oder wählen Sie eine andere Zahlungsart.',
  },
  RELOAD: {
    title: 'Ihr Warenkorb wurde geändert',
    description: 'Laden Sie die Seite neu, um die aktuellen Preise zu sehen.',
  },
  ROUTE: {
    title: 'Ihre Brillenglaskonfiguration ist unvollständig',
    description: 'Ergänzen Sie Ihre Sehwerte, bevor Sie zur Kasse gehen.',
  },
} satisfies Record<AlertKind, { title: string; description: string }>;

const meta = {
  title: 'Design system/Alert',
  component: Alert,
  args: { kind: 'CONFIRM', ...germanAlerts.CONFIRM },
  argTypes: {
    kind: { control: 'inline-radio', options: alertKinds },
    action: { control: false },
    icon: { control: false },
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

function actionFor(kind: AlertKind, onReload?: () => void) {
  switch (kind) {
    case 'RELOAD':
      return (
        <Button size="sm" variant="secondary" onClick={onReload}>
          Neu laden
        </Button>
      );
    case 'ROUTE':
      return (
        <Button size="sm" variant="secondary" asChild>
          <a href="/basket/">Zum Warenkorb</a>
        </Button>
      );
    case 'CONFIRM':
    case 'WARNING':
    case 'ERROR':
      return undefined;
  }
}

export const Default: Story = {};

/** Every kind with title, description and its action; then description only and without icon: the screenshot target. */
export const Matrix: Story = {
  render: () => (
    <div className="flex max-w-2xl flex-col gap-4">
      {alertKinds.map((kind) => (
        <Alert key={kind} kind={kind} {...germanAlerts[kind]} action={actionFor(kind)} />
      ))}
      <Alert kind="CONFIRM" description="Zur Merkliste hinzugefügt." />
      <Alert
        kind="WARNING"
        icon={null}
        title="Ohne Symbol"
        description="Die Filiale schließt heute um 16 Uhr."
      />
    </div>
  ),
};

export const MatrixMobile: Story = {
  ...Matrix,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const RolesPerKind: Story = {
  render: () => (
    <div className="flex max-w-2xl flex-col gap-4">
      {alertKinds.map((kind) => (
        <Alert key={kind} kind={kind} {...germanAlerts[kind]} />
      ))}
    </div>
  ),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('ERROR and WARNING interrupt: they have role="alert".', async () => {
      const alerts = canvas.getAllByRole('alert');
      await expect(alerts.map((alert) => alert.dataset.kind)).toEqual(['WARNING', 'ERROR']);
    });
    await step('CONFIRM, RELOAD and ROUTE wait politely: they have role="status".', async () => {
      const statuses = canvas.getAllByRole('status');
      await expect(statuses.map((status) => status.dataset.kind)).toEqual(['CONFIRM', 'RELOAD', 'ROUTE']);
    });
    await step('Each kind has its tone: success, warning, danger, info, info.', async () => {
      const tones = [...canvasElement.querySelectorAll<HTMLElement>('[data-slot="alert"]')].map(
        (alert) => alert.dataset.tone,
      );
      await expect(tones).toEqual(['success', 'warning', 'danger', 'info', 'info']);
    });
    await step('The icons are decorative and hidden from screen readers.', async () => {
      for (const icon of canvasElement.querySelectorAll('[data-slot="alert-icon"]'))
        await expect(icon).toHaveAttribute('aria-hidden', 'true');
    });
  },
};

/** The reload handler of the RELOAD story; a page would call `location.reload()`. */
const reload = fn().mockName('reload');

export const ReloadAction: Story = {
  args: { kind: 'RELOAD', ...germanAlerts.RELOAD, action: actionFor('RELOAD', reload) },
  beforeEach: () => {
    reload.mockClear();
  },
  play: async ({ canvasElement, step }) => {
    const status = within(canvasElement).getByRole('status');
    await step('A RELOAD alert offers a reload button that keyboard users reach with Tab.', async () => {
      await userEvent.tab();
      await expect(within(status).getByRole('button', { name: 'Neu laden' })).toHaveFocus();
    });
    await step('Enter on it calls the reload handler.', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(reload).toHaveBeenCalledTimes(1);
    });
  },
};

export const RouteAction: Story = {
  args: {
    kind: 'ROUTE',
    title: 'Votre configuration de verres est incomplète',
    description: 'Complétez vos valeurs de correction avant de passer à la caisse.',
    action: (
      <Button size="sm" variant="secondary" asChild>
        <a href="/basket/">Voir le panier</a>
      </Button>
    ),
  },
  play: async ({ canvasElement, step }) => {
    await step('A ROUTE alert links to the page where the shopper can act.', async () => {
      const link = within(within(canvasElement).getByRole('status')).getByRole('link', {
        name: 'Voir le panier',
      });
      await expect(link).toHaveAttribute('href', '/basket/');
    });
  },
};
