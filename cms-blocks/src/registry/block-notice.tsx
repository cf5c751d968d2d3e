import { cn } from '@lumen/design-system';
import type { ComponentProps } from 'react';
import { blockErrorTitle, type BlockError } from './block-error.ts';

export type BlockNoticeProps = ComponentProps<'div'> & {
  /** The block that could not be rendered and why. */
  error: BlockError;
};

/**
 * Shown to content editors in preview in place of a block that cannot be rendered: it names the
 * block and every failing field so the editor can fix the content. Never shown in production.
 */
export function BlockNotice({ error, className, ...props }: BlockNoticeProps) {
  const issues = error.kind === 'unknown-component' ? [] : error.issues;
  return (
    <div
      role="note"
      data-slot="block-notice"
      data-error-kind={error.kind}
      className={cn(
        'rounded-md border-2 border-dashed border-danger bg-danger-subtle p-4 text-sm text-danger',
        className,
      )}
      {...props}
    >
      <p data-slot="block-notice-title" className="font-semibold">
        {blockErrorTitle(error)}
      </p>
      {issues.length > 0 && (
        <ul data-slot="block-notice-issues" className="mt-2 list-disc space-y-1 ps-5">
          {issues.map((issue, index) => (
            <li key={index}>
              <code className="font-mono">{issue.path}</code>: {issue.message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
