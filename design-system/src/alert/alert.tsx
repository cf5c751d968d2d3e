import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import {
  ArrowRightIcon,
  CheckCircleIcon,
  ErrorIcon,
  ReloadIcon,
  WarningIcon,
} from '../icons/feedback-icons.tsx';
import { cn } from '../lib/cn.ts';

/** §4 alert kinds. RELOAD asks the shopper to reload the page, ROUTE points to another page. */
export const alertKinds = ['CONFIRM', 'WARNING', 'ERROR', 'RELOAD', 'ROUTE'] as const;
export type AlertKind = (typeof alertKinds)[number];

export const alertVariants = cva(
  'flex w-full gap-3 rounded-md border p-4 text-sm text-foreground [&_[data-slot=alert-icon]_svg]:size-5',
  {
    variants: {
      tone: {
        success: 'border-success/30 bg-success-subtle [&_[data-slot=alert-icon]]:text-success',
        warning: 'border-warning/30 bg-warning-subtle [&_[data-slot=alert-icon]]:text-warning',
        danger: 'border-danger/30 bg-danger-subtle [&_[data-slot=alert-icon]]:text-danger',
        info: 'border-info/30 bg-info-subtle [&_[data-slot=alert-icon]]:text-info',
      },
    },
    defaultVariants: { tone: 'info' },
  },
);

export type AlertTone = NonNullable<VariantProps<typeof alertVariants>['tone']>;

/** The look of a kind: CONFIRM succeeds, WARNING warns, ERROR is danger, RELOAD and ROUTE inform. */
export function alertTone(kind: AlertKind): AlertTone {
  switch (kind) {
    case 'CONFIRM':
      return 'success';
    case 'WARNING':
      return 'warning';
    case 'ERROR':
      return 'danger';
    case 'RELOAD':
    case 'ROUTE':
      return 'info';
  }
}

/**
 * How urgently a kind is announced: errors and warnings interrupt (role="alert", assertive),
 * the rest wait for a pause (role="status", polite).
 */
export function alertUrgent(kind: AlertKind): boolean {
  return kind === 'ERROR' || kind === 'WARNING';
}

/** The icon a kind shows unless the caller brings its own. */
export function AlertKindIcon({ kind }: { kind: AlertKind }) {
  switch (kind) {
    case 'CONFIRM':
      return <CheckCircleIcon />;
    case 'WARNING':
      return <WarningIcon />;
    case 'ERROR':
      return <ErrorIcon />;
    case 'RELOAD':
      return <ReloadIcon />;
    case 'ROUTE':
      return <ArrowRightIcon />;
  }
}

/** Props of `Alert`: the §4 kind, the texts and an optional action (a reload button, a link). */
export type AlertProps = Omit<ComponentProps<'div'>, 'title' | 'children' | 'role'> & {
  kind: AlertKind;
  title?: ReactNode;
  description?: ReactNode;
  /** A button or link beside the text: "Neu laden" for RELOAD, the target page for ROUTE. */
  action?: ReactNode;
  /** Replaces the kind's icon; `null` shows none. */
  icon?: ReactNode;
};

export function Alert({ kind, title, description, action, icon, className, ...props }: AlertProps) {
  const tone = alertTone(kind);
  return (
    <div
      data-slot="alert"
      data-kind={kind}
      data-tone={tone}
      role={alertUrgent(kind) ? 'alert' : 'status'}
      className={cn(alertVariants({ tone }), className)}
      {...props}
    >
      {icon !== null && (
        <span data-slot="alert-icon" aria-hidden className="inline-flex shrink-0 pt-px">
          {icon ?? <AlertKindIcon kind={kind} />}
        </span>
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:items-center">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          {title && (
            <p data-slot="alert-title" className="font-semibold">
              {title}
            </p>
          )}
          {description && <div data-slot="alert-description">{description}</div>}
        </div>
        {action && (
          <div data-slot="alert-action" className="flex shrink-0 gap-2">
            {action}
          </div>
        )}
      </div>
    </div>
  );
}
