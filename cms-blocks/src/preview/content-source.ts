import {
  loadStoryblokBridge,
  registerStoryblokBridge,
  type ISbStoryData,
  type StoryblokBridgeConfigV2,
} from '@storyblok/js';

/** Stops listening. */
export type Unsubscribe = () => void;

/**
 * Where the live preview's content comes from while an editor types: the visual editor's bridge
 * in the shop (`storyblokBridgeSource`), a control in Storybook and tests (`createContentChannel`).
 * Each change is raw content: a story body, a page's content, a story, or their JSON text.
 */
export type ContentSource = {
  onContentChange(callback: (content: unknown) => void): Unsubscribe;
};

/** A content source fed by hand: what Storybook controls and tests publish, subscribers receive. */
export type ContentChannel = ContentSource & {
  publish(content: unknown): void;
};

export function createContentChannel(): ContentChannel {
  const subscribers = new Set<(content: unknown) => void>();
  return {
    onContentChange(callback) {
      // A wrapper per subscription, so the same callback subscribed twice unsubscribes once each.
      const subscriber = (content: unknown) => callback(content);
      subscribers.add(subscriber);
      return () => {
        subscribers.delete(subscriber);
      };
    },
    publish(content) {
      for (const subscriber of [...subscribers]) subscriber(content);
    },
  };
}

export type StoryblokBridgeSourceOptions = {
  /** Passed to the bridge: the relations and links to resolve in the stories it sends. */
  bridge?: StoryblokBridgeConfigV2;
  /** Storyblok's bridge functions; tests put fakes here. */
  load?: () => Promise<void>;
  register?: (
    storyId: number,
    callback: (story: ISbStoryData) => void,
    options?: StoryblokBridgeConfigV2,
  ) => void;
};

/**
 * The visual editor as a content source: Storyblok's bridge (`@storyblok/js`) sends the story on
 * every `input` event while the editor types, and this hands on its content. It acts only inside
 * the editor, on the story it opened (`?_storyblok={storyId}`); anywhere else it never calls
 * back. The bridge is loaded on the first subscription, so call it in an effect, never on the
 * server. The bridge cannot be told to stop, so unsubscribing silences the callback instead.
 */
export function storyblokBridgeSource(
  storyId: number,
  options: StoryblokBridgeSourceOptions = {},
): ContentSource {
  const { load = loadStoryblokBridge, register = registerStoryblokBridge, bridge = {} } = options;
  return {
    onContentChange(callback) {
      let listening = true;
      load().catch((error: unknown) => {
        console.warn(
          'The visual editor bridge could not be loaded: the preview will not update live.',
          error,
        );
      });
      register(
        storyId,
        (story) => {
          if (listening) callback(story.content);
        },
        bridge,
      );
      return () => {
        listening = false;
      };
    },
  };
}
