import { openingWeek, type OpeningPeriod } from '@lumen/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OpeningHours, OpeningStatus } from './opening-hours.tsx';

const daily = (days: readonly number[], opens: string, closes: string): OpeningPeriod[] =>
  days.map((day) => ({ day, opens, closes }));

/** A high-street branch, and a town branch that closes for lunch and on Saturday afternoon. */
const highStreet = openingWeek([
  ...daily([1, 2, 3, 4, 5], '10:00', '20:00'),
  ...daily([6], '10:00', '18:00'),
]);
const withLunch = openingWeek([
  ...daily([1, 2, 3, 4, 5], '09:00', '13:00'),
  ...daily([1, 2, 3, 4, 5], '14:00', '18:30'),
  ...daily([6], '09:00', '13:00'),
]);

/** Weekday names as `Intl` writes them in a locale (1 = Monday; 2024-01-01 was a Monday). */
const dayNames = (locale: string) => (day: number) =>
  new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2024, 0, day));

const texts = {
  de: {
    caption: 'Öffnungszeiten',
    closedLabel: 'geschlossen',
    todayLabel: 'heute',
    dayName: dayNames('de-DE'),
  },
  fr: {
    caption: 'Horaires d’ouverture',
    closedLabel: 'fermé',
    todayLabel: 'aujourd’hui',
    dayName: dayNames('fr-CH'),
  },
  pl: {
    caption: 'Godziny otwarcia',
    closedLabel: 'nieczynne',
    todayLabel: 'dziś',
    dayName: dayNames('pl-PL'),
  },
};

const meta = {
  title: 'Design system/OpeningHours',
  component: OpeningHours,
  args: { days: highStreet, today: 3, ...texts.de, className: 'max-w-sm' },
  argTypes: { days: { control: false }, dayName: { control: false }, formatTime: { control: false } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof OpeningHours>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A week in German: seven rows, Wednesday marked as today in words, Sunday closed. */
export const Default: Story = {
  play: async ({ canvas, step }) => {
    const table = canvas.getByRole('table', { name: 'Öffnungszeiten' });
    await step('Every day of the week has a row, Monday first.', async () => {
      const rows = within(table).getAllByRole('row');
      await expect(rows).toHaveLength(7);
      await expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('Montag');
    });
    await step('Today is said in words, not only by colour.', async () => {
      await expect(canvas.getByRole('rowheader', { name: 'Mittwoch (heute)' })).toBeVisible();
    });
    await step('A day without hours says it is closed.', async () => {
      const sunday = canvas.getByRole('rowheader', { name: 'Sonntag' }).closest('tr')!;
      await expect(sunday).toHaveTextContent('geschlossen');
    });
  },
};

/** A branch that closes for lunch: both periods of a day, read as a list by a screen reader. */
export const LunchBreakInFrench: Story = {
  args: { days: withLunch, today: 6, ...texts.fr },
  play: async ({ canvas }) => {
    const monday = canvas.getByRole('rowheader', { name: 'lundi' }).closest('tr')!;
    await expect(monday).toHaveTextContent('09:00–13:00,14:00–18:30');
    await expect(canvas.getByRole('rowheader', { name: 'samedi (aujourd’hui)' })).toBeVisible();
  },
};

/** Christmas week in German: each day with its date, the two holidays closed with their names. */
export const HolidaysInTheWeek: Story = {
  args: {
    days: openingWeek([...daily([1, 2, 3, 4, 5], '10:00', '20:00'), ...daily([6], '10:00', '18:00')], {
      from: '2026-12-21',
      closedDays: [
        { date: '2026-12-25', name: '1. Weihnachtstag' },
        { date: '2026-12-26', name: '2. Weihnachtstag' },
      ],
    }),
    today: 4,
    formatDate: (date: string) => `${Number(date.slice(8, 10))}.${Number(date.slice(5, 7))}.`,
  },
  play: async ({ canvas, step }) => {
    await step('Each day carries its date.', async () => {
      await expect(canvas.getByRole('rowheader', { name: 'Montag, 21.12.' })).toBeVisible();
    });
    await step('A holiday is closed and named, whatever the usual hours say.', async () => {
      const friday = canvas.getByRole('rowheader', { name: 'Freitag, 25.12.' }).closest('tr')!;
      await expect(friday).toHaveTextContent('geschlossen (1. Weihnachtstag)');
      await expect(friday).not.toHaveTextContent('10:00');
      const thursday = canvas.getByRole('rowheader', { name: 'Donnerstag, 24.12. (heute)' }).closest('tr')!;
      await expect(thursday).toHaveTextContent('10:00–20:00');
    });
  },
};

/** Open now and closed now, the sentence carrying the meaning beside the dot. */
export const Status: Story = {
  render: () => (
    <div className="flex flex-col gap-2">
      <OpeningStatus open>Jetzt geöffnet · schließt um 18:30</OpeningStatus>
      <OpeningStatus open={false}>Geschlossen · öffnet Montag um 09:00</OpeningStatus>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Jetzt geöffnet · schließt um 18:30').parentElement).toHaveAttribute(
      'data-open',
      'true',
    );
    await expect(canvas.getByText('Geschlossen · öffnet Montag um 09:00').parentElement).toHaveAttribute(
      'data-open',
      'false',
    );
  },
};

/** Every case side by side: a long week, a lunch break, no today, in three languages. */
export const Matrix: Story = {
  render: () => (
    <div className="grid max-w-4xl gap-8 sm:grid-cols-3">
      <div className="flex flex-col gap-3">
        <OpeningStatus open>Jetzt geöffnet · schließt um 20:00</OpeningStatus>
        <OpeningHours days={highStreet} today={5} {...texts.de} />
      </div>
      <div className="flex flex-col gap-3">
        <OpeningStatus open={false}>Fermé · ouvre lundi à 09 h 00</OpeningStatus>
        <OpeningHours
          days={withLunch}
          today={7}
          {...texts.fr}
          formatTime={(time) => time.replace(':', ' h ')}
        />
      </div>
      <OpeningHours days={withLunch} {...texts.pl} />
    </div>
  ),
};
