import { cva } from 'class-variance-authority';
import { Toast as ToastPrimitive } from 'radix-ui';
import {
  createContext,
  use,
  useCallback,
  useMemo,
  useRef,
  useState,
  type ComponentProps,
  type ReactNode,
} from 'react';
import { AlertKindIcon, alertTone, alertUrgent, type AlertKind } from '../alert/alert.tsx';
import { Button, buttonVariants } from '../button/button.tsx';
import { CloseIcon } from '../icons/icons.tsx';
import { cn } from '../lib/cn.ts';

/*
 * Short-lived messages in the corner of the page, in the §4 alert kinds with the §4 actions
 * (OK, View, Reload, Close). Radix Toast supplies the live-region announcement, the F8 hotkey to
 * the viewport, pausing while hovered or focused, and swipe to dismiss. `Toaster` and `useToast`
 * add a small store in React state, one per rendered tree, so server renders share nothing.
 */

/** §9 "toast 5000 ms": how long a toast stays unless hovered, focused or given its own duration. */
export const TOAST_DURATION = 5000;

// A closed toast stays in the store until its 300 ms exit animation has surely run.
const removeDelay = 1000;

export const toastVariants = cva(
  [
    'pointer-events-auto relative flex w-full items-start gap-3 rounded-md border border-l-4 border-border bg-surface',
    'p-4 pr-12 text-sm text-foreground shadow-lg outline-none [&_[data-slot=toast-icon]_svg]:size-5',
    'motion-safe:data-[state=closed]:animate-fade-out motion-safe:data-[state=open]:animate-slide-in-from-right',
    'data-[swipe=cancel]:translate-x-0 data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x)',
    'data-[swipe=cancel]:transition-[translate] data-[swipe=cancel]:duration-normal',
    'data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x) data-[swipe=end]:animate-slide-out-to-right',
    'motion-reduce:animate-none motion-reduce:transition-none',
  ],
  {
    variants: {
      tone: {
        success: 'border-l-success [&_[data-slot=toast-icon]]:text-success',
        warning: 'border-l-warning [&_[data-slot=toast-icon]]:text-warning',
        danger: 'border-l-danger [&_[data-slot=toast-icon]]:text-danger',
        info: 'border-l-info [&_[data-slot=toast-icon]]:text-info',
      },
    },
    defaultVariants: { tone: 'info' },
  },
);

export type ToastProviderProps = ComponentProps<typeof ToastPrimitive.Provider> & {
  /** Spoken before each toast's text ("Benachrichtigung", "Notification", "Powiadomienie"). */
  label: string;
};

export function ToastProvider({ duration = TOAST_DURATION, ...props }: ToastProviderProps) {
  return <ToastPrimitive.Provider duration={duration} {...props} />;
}

export type ToastViewportProps = ComponentProps<typeof ToastPrimitive.Viewport> & {
  /** Name of the toasts' landmark; `{hotkey}` becomes the key that focuses it ("Benachrichtigungen ({hotkey})"). */
  label: string;
};

/** Where toasts appear: along the bottom on phones, bottom right from `sm` up; the newest on top. */
export function ToastViewport({ className, ...props }: ToastViewportProps) {
  return (
    <ToastPrimitive.Viewport
      data-slot="toast-viewport"
      className={cn(
        'fixed right-0 bottom-0 z-60 flex max-h-dvh w-full flex-col-reverse gap-2 p-4 outline-none sm:max-w-md',
        className,
      )}
      {...props}
    />
  );
}

/** Props of `Toast`: Radix toast props, the §4 kind and the accessible name of its close button. */
export type ToastProps = ComponentProps<typeof ToastPrimitive.Root> & {
  kind: AlertKind;
  /** Accessible name of the close button ("Schließen"). */
  closeLabel: string;
};

export function Toast({ kind, closeLabel, type, className, children, ...props }: ToastProps) {
  const tone = alertTone(kind);
  return (
    <ToastPrimitive.Root
      data-slot="toast"
      data-kind={kind}
      data-tone={tone}
      // Errors and warnings are announced at once (assertive), the rest when the reader pauses.
      type={type ?? (alertUrgent(kind) ? 'foreground' : 'background')}
      className={cn(toastVariants({ tone }), className)}
      {...props}
    >
      <span data-slot="toast-icon" aria-hidden className="inline-flex shrink-0 pt-px">
        <AlertKindIcon kind={kind} />
      </span>
      <div data-slot="toast-content" className="flex min-w-0 flex-1 flex-col gap-1">
        {children}
      </div>
      {/* Named by aria-label, not text, so that the announcement does not end in "Schließen". */}
      <ToastPrimitive.Close asChild>
        <Button
          data-slot="toast-close"
          variant="ghost"
          size="icon"
          aria-label={closeLabel}
          className="absolute top-1.5 right-1.5 size-9"
        >
          <CloseIcon />
        </Button>
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}

export type ToastTitleProps = ComponentProps<typeof ToastPrimitive.Title>;

export function ToastTitle({ className, ...props }: ToastTitleProps) {
  return (
    <ToastPrimitive.Title data-slot="toast-title" className={cn('font-semibold', className)} {...props} />
  );
}

export type ToastDescriptionProps = ComponentProps<typeof ToastPrimitive.Description>;

export function ToastDescription({ className, ...props }: ToastDescriptionProps) {
  return (
    <ToastPrimitive.Description
      data-slot="toast-description"
      className={cn('text-foreground-muted', className)}
      {...props}
    />
  );
}

export type ToastActionProps = ComponentProps<typeof ToastPrimitive.Action>;

/** An action that also closes the toast; `altText` tells screen reader users how to reach it later. */
export function ToastAction(props: ToastActionProps) {
  return <ToastPrimitive.Action data-slot="toast-action" {...props} />;
}

export type ToastCloseProps = ComponentProps<typeof ToastPrimitive.Close>;

export function ToastClose(props: ToastCloseProps) {
  return <ToastPrimitive.Close data-slot="toast-close" {...props} />;
}

/** §4 toast actions. */
export type ToastActionType = 'ok' | 'view' | 'reload' | 'close';

/** One button of a toast shown through `useToast`. */
export interface ToastActionOptions {
  type: ToastActionType;
  /** The button's text ("OK", "Ansehen", "Neu laden", "Schließen"). */
  label: string;
  /** What screen readers are told instead, as the toast may be gone when they get there; `label` by default. */
  altText?: string;
  /** Called on activation; the toast then closes. */
  onClick?: () => void;
  /** For `view`: the page to open; the action becomes a link. */
  href?: string;
}

/** What `useToast().toast` takes. */
export interface ToastOptions {
  /** Reusing an id replaces that toast; one is made up otherwise. */
  id?: string;
  kind: AlertKind;
  title: ReactNode;
  description?: ReactNode;
  actions?: readonly ToastActionOptions[];
  /** Milliseconds on screen; `Infinity` keeps it until closed. The Toaster's duration by default. */
  duration?: number;
}

/** What `useToast` returns: show a toast (giving back its id) and close one. */
export interface ToastApi {
  toast: (options: ToastOptions) => string;
  dismiss: (id: string) => void;
}

/** What `renderLink` receives: the props of an `<a>` with its address, ready to spread. */
export type ToastLinkRenderProps = ComponentProps<'a'> & { href: string };

/** Props of `Toaster`: the app around it, the labels Radix announces and the default duration. */
export interface ToasterProps {
  children?: ReactNode;
  /** Spoken before each toast's text ("Benachrichtigung"). */
  label: string;
  /** Name of the toasts' landmark, `{hotkey}` standing for F8 ("Benachrichtigungen ({hotkey})"). */
  viewportLabel: string;
  /** Accessible name of each toast's close button ("Schließen"). */
  closeLabel: string;
  /** Milliseconds a toast stays; §9's 5000 by default. */
  duration?: number;
  /** Renders a `view` action's link, for a router's link component; a plain `<a>` by default. */
  renderLink?: (props: ToastLinkRenderProps) => ReactNode;
}

interface ToastEntry extends ToastOptions {
  id: string;
  open: boolean;
}

const ToastContext = createContext<ToastApi | null>(null);

/** Shows toasts from anywhere below a `Toaster`. */
export function useToast(): ToastApi {
  const api = use(ToastContext);
  if (!api) throw new Error('useToast needs a <Toaster> above it');
  return api;
}

function defaultLink({ children, ...props }: ToastLinkRenderProps) {
  return <a {...props}>{children}</a>;
}

export function Toaster({
  children,
  label,
  viewportLabel,
  closeLabel,
  duration = TOAST_DURATION,
  renderLink = defaultLink,
}: ToasterProps) {
  const [entries, setEntries] = useState<readonly ToastEntry[]>([]);
  const lastId = useRef(0);

  const dismiss = useCallback((id: string) => {
    setEntries((current) => current.map((entry) => (entry.id === id ? { ...entry, open: false } : entry)));
    // A toast shown again under the same id in the meantime is open, and stays.
    window.setTimeout(
      () => setEntries((current) => current.filter((entry) => entry.id !== id || entry.open)),
      removeDelay,
    );
  }, []);

  const toast = useCallback((options: ToastOptions) => {
    lastId.current += 1;
    const id = options.id ?? `toast-${lastId.current}`;
    setEntries((current) => [...current.filter((entry) => entry.id !== id), { ...options, id, open: true }]);
    return id;
  }, []);

  const api = useMemo<ToastApi>(() => ({ toast, dismiss }), [toast, dismiss]);

  function renderAction(entry: ToastEntry, action: ToastActionOptions) {
    // Closing through the store as well: a router link that prevents the default keeps Radix from closing.
    const activate = () => {
      action.onClick?.();
      dismiss(entry.id);
    };
    const altText = action.altText ?? action.label;
    const key = `${action.type}-${action.label}`;
    if (action.type === 'close') {
      return (
        <ToastClose key={key} asChild>
          <Button size="sm" variant="ghost" onClick={activate}>
            {action.label}
          </Button>
        </ToastClose>
      );
    }
    if (action.type === 'view' && action.href) {
      return (
        <ToastAction key={key} altText={altText} asChild>
          {renderLink({
            href: action.href,
            className: buttonVariants({ size: 'sm', variant: 'secondary' }),
            onClick: activate,
            children: action.label,
          })}
        </ToastAction>
      );
    }
    return (
      <ToastAction key={key} altText={altText} asChild>
        <Button size="sm" variant="secondary" onClick={activate}>
          {action.label}
        </Button>
      </ToastAction>
    );
  }

  return (
    <ToastContext value={api}>
      <ToastProvider label={label} duration={duration} swipeDirection="right">
        {children}
        {entries.map((entry) => (
          <Toast
            key={entry.id}
            kind={entry.kind}
            open={entry.open}
            duration={entry.duration}
            closeLabel={closeLabel}
            onOpenChange={(open) => {
              if (!open) dismiss(entry.id);
            }}
          >
            <ToastTitle>{entry.title}</ToastTitle>
            {entry.description && <ToastDescription>{entry.description}</ToastDescription>}
            {entry.actions && entry.actions.length > 0 && (
              <div data-slot="toast-actions" className="mt-2 flex flex-wrap gap-2">
                {entry.actions.map((action) => renderAction(entry, action))}
              </div>
            )}
          </Toast>
        ))}
        <ToastViewport label={viewportLabel} />
      </ToastProvider>
    </ToastContext>
  );
}
