import type { z } from 'zod';

/** One failing field of a block, named by its CMS path (`cta_link.url`) so editors find it. */
export type BlockIssue = {
  readonly path: string;
  readonly message: string;
};

/**
 * Why a block could not be rendered (§8 "unknown component logged"). Reported through
 * `onBlockError`; the page renders on without the block.
 */
export type BlockError =
  | {
      readonly kind: 'unknown-component';
      readonly component: string;
      readonly uid: string;
    }
  | {
      readonly kind: 'invalid-content';
      readonly component: string;
      readonly uid: string;
      readonly issues: readonly BlockIssue[];
    }
  | {
      /** Not even a block: no `component` or `_uid` (a broken nested field, say). */
      readonly kind: 'not-a-block';
      readonly issues: readonly BlockIssue[];
    };

/** Receives every block that could not be rendered; the storefront passes its logger. */
export type OnBlockError = (error: BlockError) => void;

/** Zod's issues as field paths and messages. */
export function toBlockIssues(error: z.ZodError): BlockIssue[] {
  return error.issues.map((issue) => ({
    path: issue.path.length > 0 ? issue.path.map(String).join('.') : '(block)',
    message: issue.message,
  }));
}

/*
 * The wording below is editor-facing diagnostics, not shop copy: shoppers never see it, because
 * production renders nothing in a broken block's place.
 */

/** What went wrong, in one sentence naming the block: the editor notice's title. */
export function blockErrorTitle(error: BlockError): string {
  switch (error.kind) {
    case 'unknown-component':
      return `Unknown block "${error.component}": no component is registered under this name.`;
    case 'invalid-content':
      return `Block "${error.component}" has invalid content.`;
    case 'not-a-block':
      return 'Content that is not a block (no component or _uid) was skipped.';
  }
}

/** One line for logs: the title, the block's uid and every failing field. */
export function describeBlockError(error: BlockError): string {
  const uid = error.kind === 'not-a-block' ? '' : ` [uid ${error.uid}]`;
  const issues = error.kind === 'unknown-component' ? [] : error.issues;
  const fields = issues.map((issue) => ` ${issue.path}: ${issue.message}.`).join('');
  return `${blockErrorTitle(error)}${uid}${fields}`;
}
