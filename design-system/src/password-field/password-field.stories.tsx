import type { PasswordResult, PasswordRule } from '@lumen/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { formFieldTexts, validationTexts } from '../address-form/form-texts.fixtures.ts';
import { PasswordField, type PasswordFieldMessages } from './password-field.tsx';

type PasswordStoryArgs = {
  label: string;
  description?: string;
  messages: PasswordFieldMessages;
  ruleStateLabels: { passed: string; unmet: string };
  showLabel: string;
  hideLabel: string;
  requiredLabel: string;
  required: boolean;
  disabled: boolean;
  autoComplete: 'new-password' | 'current-password';
  defaultValue: string;
  error?: string;
  onValueChange: (value: string, result: PasswordResult) => void;
};

function PasswordExample(args: PasswordStoryArgs) {
  return <PasswordField {...args} className="w-80 max-w-full" />;
}

const meta = {
  title: 'Design system/Form patterns/PasswordField',
  component: PasswordExample,
  args: {
    label: formFieldTexts.de.password,
    messages: validationTexts.de,
    ruleStateLabels: { passed: 'erfüllt', unmet: 'nicht erfüllt' },
    showLabel: 'Anzeigen',
    hideLabel: 'Verbergen',
    requiredLabel: 'Pflichtfeld',
    required: true,
    disabled: false,
    autoComplete: 'new-password',
    defaultValue: '',
    onValueChange: fn(),
  },
  argTypes: { autoComplete: { control: 'inline-radio', options: ['new-password', 'current-password'] } },
} satisfies Meta<typeof PasswordExample>;

export default meta;
type Story = StoryObj<typeof meta>;

function password(canvasElement: HTMLElement, label: string): HTMLInputElement {
  const element = within(canvasElement).getByLabelText(new RegExp(`^${label}`), { selector: 'input' });
  if (!(element instanceof HTMLInputElement)) throw new Error('not an input');
  return element;
}

function rule(canvasElement: HTMLElement, name: PasswordRule) {
  const item = canvasElement.querySelector(`[data-slot="password-field-rule"][data-rule="${name}"]`);
  if (!item) throw new Error(`no rule ${name}`);
  return item;
}

function announcer(canvasElement: HTMLElement) {
  return canvasElement.querySelector('[data-slot="password-field-announcer"]');
}

export const Default: Story = {};

/** Empty, typing, all rules met, errors, shown as text, sign-in and disabled: the screenshot target. */
export const Matrix: Story = {
  parameters: { layout: 'padded' },
  render: ({ messages, ruleStateLabels, showLabel, hideLabel }) => {
    const common = { messages, ruleStateLabels, showLabel, hideLabel, label: 'Passwort' };
    return (
      <div className="grid grid-cols-1 gap-x-8 gap-y-8 sm:grid-cols-2 lg:grid-cols-3">
        <PasswordField {...common} description="Leer: noch keine Regel erfüllt." />
        <PasswordField {...common} description="Beim Tippen." defaultValue="brille" />
        <PasswordField {...common} description="Alle Regeln erfüllt." defaultValue="Brille!2025" />
        <PasswordField
          {...common}
          description="Mit Fehler nach dem Verlassen."
          defaultValue="brille 1"
          error={messages.password.uppercase}
        />
        <PasswordField
          {...common}
          label="Passwort (Pflichtfeld)"
          required
          requiredLabel="Pflichtfeld"
          error={messages.required}
        />
        <PasswordField
          {...common}
          label="Passwort (Anmeldung)"
          autoComplete="current-password"
          defaultValue="geheim"
        />
        <PasswordField {...common} label="Passwort (gesperrt)" disabled defaultValue="Brille!2025" />
      </div>
    );
  },
};

export const ChecklistFollowsTyping: Story = {
  play: async ({ args, canvasElement, step }) => {
    const field = password(canvasElement, args.label);
    await step(
      'Before typing no rule is met, and the input reads the rules as its description.',
      async () => {
        for (const item of canvasElement.querySelectorAll('[data-slot="password-field-rule"]')) {
          await expect(item).toHaveAttribute('data-state', 'unmet');
        }
        await expect(field).toHaveAccessibleDescription(
          /^8 bis 70 Zeichen ?, nicht erfüllt Keine Leerzeichen/,
        );
      },
    );
    await step(
      'Lower-case letters meet "lowercase" and "no spaces", and the change is announced.',
      async () => {
        await userEvent.type(field, 'brille');
        await expect(rule(canvasElement, 'lowercase')).toHaveAttribute('data-state', 'passed');
        await expect(rule(canvasElement, 'noSpaces')).toHaveAttribute('data-state', 'passed');
        await expect(rule(canvasElement, 'uppercase')).toHaveAttribute('data-state', 'unmet');
        await expect(announcer(canvasElement)).toHaveTextContent('Keine Leerzeichen, erfüllt.');
        await expect(announcer(canvasElement)).toHaveTextContent('Mindestens ein Kleinbuchstabe, erfüllt.');
      },
    );
    await step('An upper-case letter meets "uppercase", and only that is announced.', async () => {
      await userEvent.keyboard('N');
      await expect(rule(canvasElement, 'uppercase')).toHaveAttribute('data-state', 'passed');
      await expect(announcer(canvasElement)).toHaveTextContent(/^Mindestens ein Großbuchstabe, erfüllt\.$/);
    });
    await step('A special character and the eighth character meet the rest.', async () => {
      await userEvent.keyboard('!');
      await expect(rule(canvasElement, 'special')).toHaveAttribute('data-state', 'passed');
      await userEvent.keyboard('7');
      await expect(rule(canvasElement, 'length')).toHaveAttribute('data-state', 'passed');
      await expect(announcer(canvasElement)).toHaveTextContent('8 bis 70 Zeichen, erfüllt.');
      await expect(args.onValueChange).toHaveBeenLastCalledWith('brilleN!7', { ok: true });
    });
    await step('A space breaks "no spaces" again, and that is announced.', async () => {
      await userEvent.keyboard(' ');
      await expect(rule(canvasElement, 'noSpaces')).toHaveAttribute('data-state', 'unmet');
      await expect(announcer(canvasElement)).toHaveTextContent('Keine Leerzeichen, nicht erfüllt.');
    });
  },
};

export const ErrorOnLeaving: Story = {
  play: async ({ args, canvasElement, step }) => {
    const field = password(canvasElement, args.label);
    await step(
      'A password without upper case or special character shows the first broken rule.',
      async () => {
        await userEvent.type(field, 'brille2025');
        await userEvent.tab();
        await expect(field).toHaveAttribute('aria-invalid', 'true');
        await expect(field).toHaveAccessibleErrorMessage('Mindestens ein Großbuchstabe');
      },
    );
    await step('The broken rules turn to errors in the list, and the error is announced.', async () => {
      await expect(rule(canvasElement, 'uppercase')).toHaveAttribute('data-state', 'failed');
      await expect(rule(canvasElement, 'special')).toHaveAttribute('data-state', 'failed');
      await expect(rule(canvasElement, 'length')).toHaveAttribute('data-state', 'passed');
      await expect(announcer(canvasElement)).toHaveTextContent(`${args.label} Mindestens ein Großbuchstabe`);
    });
    await step('Meeting the rules clears the error while typing.', async () => {
      await userEvent.click(field);
      await userEvent.keyboard('B');
      await expect(field).toHaveAccessibleErrorMessage('Mindestens ein Sonderzeichen');
      await userEvent.keyboard('#');
      await waitFor(() => expect(field).not.toHaveAttribute('aria-invalid'));
    });
  },
};

export const RequiredWhenEmptied: Story = {
  play: async ({ args, canvasElement, step }) => {
    const field = password(canvasElement, args.label);
    await step('Tabbing through the empty field shows no error yet.', async () => {
      await userEvent.tab();
      await expect(field).toHaveFocus();
      await userEvent.tab();
      await userEvent.tab({ shift: true });
      await userEvent.tab({ shift: true });
      await expect(field).not.toHaveAttribute('aria-invalid');
    });
    await step('Typing and deleting everything shows the required message on leaving.', async () => {
      await userEvent.type(field, 'a');
      await userEvent.clear(field);
      await userEvent.tab();
      await expect(field).toHaveAccessibleErrorMessage(args.messages.required!);
    });
  },
};

export const ShowAndHide: Story = {
  args: { defaultValue: 'Brille!2025' },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const field = password(canvasElement, args.label);
    await step('The password is hidden; the toggle after it says "show" and controls it.', async () => {
      await expect(field).toHaveAttribute('type', 'password');
      const toggle = canvas.getByRole('button', { name: args.showLabel });
      await expect(toggle).toHaveAttribute('aria-controls', field.id);
    });
    await step('Tab reaches the toggle; Enter shows the password and the toggle says "hide".', async () => {
      field.focus();
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: args.showLabel })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(field).toHaveAttribute('type', 'text');
      await expect(canvas.getByRole('button', { name: args.hideLabel })).toHaveFocus();
    });
    await step('Space hides it again.', async () => {
      await userEvent.keyboard(' ');
      await expect(field).toHaveAttribute('type', 'password');
      await expect(field).toHaveValue('Brille!2025');
    });
  },
};

export const SignIn: Story = {
  args: { autoComplete: 'current-password', label: 'Passwort' },
  play: async ({ args, canvasElement, step }) => {
    const field = password(canvasElement, args.label);
    await step('Signing in lists no rules: older passwords may not meet them.', async () => {
      await expect(canvasElement.querySelector('[data-slot="password-field-checklist"]')).toBeNull();
      await expect(field).toHaveAttribute('autocomplete', 'current-password');
    });
    await step('Any password passes; an empty one is required.', async () => {
      await userEvent.type(field, 'geheim');
      await userEvent.tab();
      await expect(field).not.toHaveAttribute('aria-invalid');
      await userEvent.clear(field);
      await userEvent.tab();
      await expect(field).toHaveAccessibleErrorMessage(args.messages.required!);
    });
  },
};

export const French: Story = {
  args: {
    label: formFieldTexts.fr.password,
    messages: validationTexts.fr,
    ruleStateLabels: { passed: 'respecté', unmet: 'non respecté' },
    showLabel: 'Afficher',
    hideLabel: 'Masquer',
    requiredLabel: 'obligatoire',
  },
  play: async ({ args, canvasElement, step }) => {
    const field = password(canvasElement, args.label);
    await step('The rules read in French, with the lengths filled in.', async () => {
      await expect(rule(canvasElement, 'length')).toHaveTextContent('De 8 à 70 caractères');
    });
    await step('A short password shows the French length rule as its error.', async () => {
      await userEvent.type(field, 'Lu!1');
      await userEvent.tab();
      await expect(field).toHaveAccessibleErrorMessage('De 8 à 70 caractères');
    });
  },
};

export const Polish: Story = {
  args: {
    label: formFieldTexts.pl.password,
    messages: validationTexts.pl,
    ruleStateLabels: { passed: 'spełnione', unmet: 'niespełnione' },
    showLabel: 'Pokaż',
    hideLabel: 'Ukryj',
    requiredLabel: 'wymagane',
  },
  play: async ({ args, canvasElement, step }) => {
    const field = password(canvasElement, args.label);
    await step('Polish letters count for the case rules.', async () => {
      await userEvent.type(field, 'ŁÓDŹ');
      await expect(rule(canvasElement, 'uppercase')).toHaveAttribute('data-state', 'passed');
      await expect(announcer(canvasElement)).toHaveTextContent('Co najmniej jedna wielka litera, spełnione.');
    });
    await step('Leaving shows the first broken rule in Polish.', async () => {
      await userEvent.tab();
      await expect(field).toHaveAccessibleErrorMessage('Od 8 do 70 znaków');
    });
  },
};

export const Czech: Story = {
  args: {
    label: formFieldTexts.cs.password,
    messages: validationTexts.cs,
    ruleStateLabels: { passed: 'splněno', unmet: 'nesplněno' },
    showLabel: 'Zobrazit',
    hideLabel: 'Skrýt',
    requiredLabel: 'povinné',
  },
  play: async ({ args, canvasElement, step }) => {
    const field = password(canvasElement, args.label);
    await step('A password with a space breaks the Czech "no spaces" rule.', async () => {
      await userEvent.type(field, 'Brýle 2025!');
      await userEvent.tab();
      await expect(field).toHaveAccessibleErrorMessage('Bez mezer');
      await expect(rule(canvasElement, 'noSpaces')).toHaveAttribute('data-state', 'failed');
    });
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { defaultValue: 'brille' },
  play: async ({ args, canvasElement, step }) => {
    const field = password(canvasElement, args.label);
    await step('Input, toggle and checklist fit the screen.', async () => {
      const toggle = within(canvasElement).getByRole('button', { name: args.showLabel });
      await expect(toggle.getBoundingClientRect().right).toBeLessThanOrEqual(375);
      await expect(field.getBoundingClientRect().width).toBeGreaterThan(150);
      const list = canvasElement.querySelector('[data-slot="password-field-checklist"]')!;
      await expect(list.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    });
  },
};
