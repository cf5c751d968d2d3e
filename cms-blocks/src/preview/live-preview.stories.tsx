import { Field, FieldDescription, FieldLabel, Textarea } from '@lumen/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { heroDraftFixture, heroFixtures } from '../hero/hero.fixtures.ts';
import { BlockTextsProvider } from '../i18n/block-texts-provider.tsx';
import { createContentChannel } from './content-source.ts';
import { LivePreview, type LivePreviewProps } from './live-preview.tsx';

/*
 * The visual editor's preview, with a text box standing in for the editor: every keystroke goes
 * to the preview through a content source, as the Storyblok bridge's `input` events do in the
 * shop. The `content` control sets the page the box starts from.
 */

/** A German page as the content API delivers its content: one hero, in draft (with `_editable`). */
const germanPage = {
  _uid: '2b7c9d10-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  component: 'content_page',
  title: 'Sonnenbrillen',
  body: [heroFixtures.de],
};

type EditorPreviewProps = LivePreviewProps & { initialText: string };

function EditorPreview({ initialText, ...props }: EditorPreviewProps) {
  const [source] = useState(createContentChannel);
  const [text, setText] = useState(initialText);
  return (
    <div className="grid gap-6 p-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <Field>
        <FieldLabel>Content JSON</FieldLabel>
        <Textarea
          value={text}
          rows={20}
          spellCheck={false}
          className="font-mono text-xs"
          onChange={(event) => {
            setText(event.target.value);
            source.publish(event.target.value);
          }}
        />
        <FieldDescription>What the visual editor sends while an editor types.</FieldDescription>
      </Field>
      <BlockTextsProvider locale="de">
        <div lang="de">
          <LivePreview {...props} source={source} />
        </div>
      </BlockTextsProvider>
    </div>
  );
}

const meta = {
  title: 'CMS Blocks/Editor Preview',
  component: LivePreview,
  parameters: { layout: 'fullscreen' },
  args: { content: germanPage, onBlockError: fn() },
  argTypes: {
    content: { control: 'object' },
    source: { control: false },
    registry: { control: false },
  },
  render: (args) => {
    const initialText =
      typeof args.content === 'string' ? args.content : JSON.stringify(args.content, null, 2);
    // A changed control starts the editor over from the new content.
    return <EditorPreview key={initialText} initialText={initialText} {...args} />;
  },
} satisfies Meta<typeof LivePreview>;

export default meta;
type Story = StoryObj<typeof meta>;

const retitledPage = {
  ...germanPage,
  body: [{ ...heroFixtures.de, headline: 'Herbstaktion: zweite Brille geschenkt' }],
};

/** An editor changes the headline, breaks the JSON halfway through a change and mends it. */
export const LiveEditing: Story = {
  play: async ({ args, canvas, canvasElement, step }) => {
    const editor = canvas.getByRole('textbox', { name: 'Content JSON' });
    const hero = () => canvasElement.querySelector('[data-slot="hero"]');

    await step('The hero renders from the page’s content.', async () => {
      await expect(
        canvas.getByRole('heading', { level: 1, name: 'Die neue Sonnenbrillen-Kollektion ist da' }),
      ).toBeVisible();
    });

    await step('The hero carries the visual editor’s attributes from its _editable comment.', async () => {
      await expect(hero()).toHaveAttribute('data-blok-uid', '531822961-6f0d2c1e-3b7a-4c5e-9d21-8a4f6b2c9e10');
      await expect(JSON.parse(hero()?.getAttribute('data-blok-c') ?? '{}')).toMatchObject({
        name: 'hero',
        space: '287411',
        uid: heroFixtures.de._uid,
        id: '531822961',
      });
    });

    await step('A changed headline in the content re-renders the hero at once.', async () => {
      await userEvent.clear(editor);
      await userEvent.paste(JSON.stringify(retitledPage, null, 2));
      await expect(
        await canvas.findByRole('heading', { level: 1, name: 'Herbstaktion: zweite Brille geschenkt' }),
      ).toBeVisible();
      await expect(hero()).toHaveAttribute('data-blok-uid', '531822961-6f0d2c1e-3b7a-4c5e-9d21-8a4f6b2c9e10');
    });

    await step('Deleting the last brace by keyboard shows the editor notice, not a crash.', async () => {
      await userEvent.type(editor, '{Backspace}');
      const notice = await canvas.findByRole('note');
      await expect(notice).toHaveTextContent('(json): Not valid JSON');
      await expect(args.onBlockError).toHaveBeenCalledWith(expect.objectContaining({ kind: 'not-a-block' }));
    });

    await step('The last good content stays in view below the notice.', async () => {
      await expect(
        canvas.getByRole('heading', { level: 1, name: 'Herbstaktion: zweite Brille geschenkt' }),
      ).toBeVisible();
    });

    await step('Typing the brace back removes the notice.', async () => {
      await userEvent.type(editor, '}');
      await waitFor(() => expect(canvas.queryByRole('note')).not.toBeInTheDocument());
      await expect(canvas.getByRole('heading', { level: 1 })).toHaveAccessibleName(
        'Herbstaktion: zweite Brille geschenkt',
      );
    });
  },
};

/** A page whose content starts broken: the notice is all there is to see. */
export const BrokenJson: Story = {
  args: { content: '{"component": "content_page", "body": [' },
  play: async ({ canvas, step }) => {
    await step('The editor notice says the content is not JSON.', async () => {
      await expect(canvas.getByRole('note')).toHaveTextContent('(json): Not valid JSON');
    });
    await step('No block renders.', async () => {
      await expect(canvas.queryByRole('heading')).not.toBeInTheDocument();
    });
  },
};

/** An unfinished hero beside a finished one: the broken block shows its own notice in its place. */
export const UnfinishedBlock: Story = {
  args: { content: { ...germanPage, body: [heroFixtures.de, heroDraftFixture] } },
  play: async ({ args, canvas, step }) => {
    await step('The finished hero renders.', async () => {
      await expect(
        canvas.getByRole('heading', { level: 1, name: 'Die neue Sonnenbrillen-Kollektion ist da' }),
      ).toBeVisible();
    });
    await step('The unfinished one shows a notice naming its failing fields.', async () => {
      await expect(canvas.getByRole('note')).toHaveTextContent('Block "hero" has invalid content.');
      await expect(canvas.getByRole('note')).toHaveTextContent('headline');
    });
    await step('The error is reported with the component name.', async () => {
      await expect(args.onBlockError).toHaveBeenCalledWith(
        expect.objectContaining({ kind: 'invalid-content', component: 'hero' }),
      );
    });
  },
};
