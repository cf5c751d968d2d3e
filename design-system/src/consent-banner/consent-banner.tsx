import { cva, type VariantProps } from 'class-variance-authority';
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentProps,
  type ReactNode,
} from 'react';
import { Button } from '../button/button.tsx';
import { Field, FieldContent, FieldDescription, FieldLabel } from '../field/field.tsx';
import { cn } from '../lib/cn.ts';
import { Switch } from '../switch/switch.tsx';

export const consentBannerVariants = cva(
  [
    'flex flex-col bg-surface text-foreground',
    // §9 overlay transition; nothing moves for those who ask for less motion.
    'animate-fade-in motion-reduce:animate-none',
  ],
  {
    variants: {
      placement: {
        // Over the bottom of the page; with the settings open on a phone it scrolls inside.
        bottom:
          'fixed inset-x-0 bottom-0 z-40 max-h-[85dvh] overflow-y-auto border-t border-border shadow-overlay',
        // In the flow of a page (the privacy page's cookie settings) and in previews.
        inline: 'w-full rounded-lg border border-border',
      },
    },
    defaultVariants: { placement: 'bottom' },
  },
);

/** A consent group of the banner (§9: statistics C0002, marketing C0004). */
export interface ConsentBannerGroup {
  /** The consent manager's group id: `C0001` necessary, `C0002` statistics, `C0004` marketing. */
  id: string;
  label: string;
  /** What the group's cookies do; the switch's description. */
  description: ReactNode;
  /** Always on (the necessary cookies): shown switched on and disabled, left out of the saved choice. */
  required?: boolean;
}

/** Granted or not, per group id of the groups that are not required: `{ C0002: true, C0004: false }`. */
export type ConsentChoice = Record<string, boolean>;

/** Props of `ConsentBanner`: whether it shows, its groups, every text and the three answers. */
export type ConsentBannerProps = Omit<ComponentProps<'section'>, 'title' | 'children' | 'onSubmit'> &
  VariantProps<typeof consentBannerVariants> & {
    /** Shows the banner: on a first visit (no stored choice) and when the shopper reopens it. */
    open: boolean;
    /** Heading, and the name of the banner's region ("Ihre Privatsphäre ist uns wichtig"). */
    title: string;
    /** Heading level of the title. */
    headingLevel?: 2 | 3;
    /** What the shop asks for, with a link to the privacy page (§9 privacy slugs). */
    description: ReactNode;
    /** "Alle akzeptieren" */
    acceptAllLabel: string;
    /** "Alle ablehnen": as prominent as accepting (GDPR, DSG/LPD). */
    rejectAllLabel: string;
    /** The button that shows the groups' switches ("Auswählen", "Einstellungen"). */
    chooseLabel: string;
    /** "Auswahl speichern" */
    saveLabel: string;
    /** Shown with a required group and read as part of its name ("Immer aktiv"). */
    alwaysActiveLabel: string;
    /** The groups, in order; the necessary group first, with `required`. */
    groups: readonly ConsentBannerGroup[];
    /** The switches' starting state: the stored choice when reopened; groups left out start off. */
    initialChoice?: ConsentChoice;
    /** Opens with the switches shown, as when the shopper asked for the cookie settings. */
    defaultSettingsOpen?: boolean;
    /**
     * Moves the focus to the banner when it opens and back to where it was (the footer's cookie
     * settings button) when it closes. Set it when the shopper opened the banner; leave it off on a
     * first visit, where the banner must not take the focus from the page.
     */
    focusOnOpen?: boolean;
    onAcceptAll: () => void;
    onRejectAll: () => void;
    /** The choice of every group that is not required. */
    onSave: (choice: ConsentChoice) => void;
    /**
     * Escape inside the banner closes it without a new choice. Pass it when a choice is stored
     * already (reopened from the footer); on a first visit the shopper has to answer.
     */
    onDismiss?: () => void;
  };

/**
 * The shop's own consent banner (§4 consent, §9 groups), rendered with the page on the server.
 *
 * Why a region and never a modal dialog: on a first visit the banner must not block the shop, so
 * it is a named region (`<section aria-labelledby>`) over the bottom of the page: no focus trap,
 * no backdrop, the page stays usable; the storefront renders it first in `<body>` so that it is
 * among the first tab stops and the first thing a screen reader meets. When the shopper reopens it
 * from the footer's "cookie settings" button, `focusOnOpen` gives what a dialog would: the focus
 * goes to the banner, Escape closes it (`onDismiss`), and on closing the focus returns to the
 * button. A modal would add a trap, a backdrop and a portal (which the server does not render) for
 * a choice the shopper may leave at any time; one component with one role is simpler and reads
 * the same way both times.
 *
 * Keep it mounted and switch `open`: the focus returns when `open` turns false. Each opening
 * starts from `initialChoice` and `defaultSettingsOpen` again.
 */
export function ConsentBanner({ open, focusOnOpen = false, ref, ...props }: ConsentBannerProps) {
  const regionRef = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  const returnFocusTo = useRef<HTMLElement | null>(null);

  useLayoutEffect(() => {
    if (open === wasOpen.current) return;
    wasOpen.current = open;
    if (!focusOnOpen) return;
    if (open) {
      const region = regionRef.current;
      const active = region?.ownerDocument.activeElement;
      returnFocusTo.current =
        active instanceof HTMLElement && active !== active.ownerDocument.body ? active : null;
      region?.focus();
      return;
    }
    const opener = returnFocusTo.current;
    returnFocusTo.current = null;
    // Only when the focus went down with the banner: a shopper who clicked elsewhere keeps it there.
    const active = opener?.ownerDocument.activeElement;
    if (opener?.isConnected && (!active || active === opener.ownerDocument.body)) opener.focus();
  }, [open, focusOnOpen]);

  if (!open) return null;
  return (
    <ConsentBannerRegion
      {...props}
      ref={(node: HTMLElement | null) => {
        regionRef.current = node;
        if (typeof ref === 'function') return ref(node);
        if (ref) ref.current = node;
      }}
    />
  );
}

type ConsentBannerRegionProps = Omit<ConsentBannerProps, 'open' | 'focusOnOpen'>;

/** The open banner; mounted on each opening, so that its switches start from `initialChoice`. */
function ConsentBannerRegion({
  title,
  headingLevel = 2,
  description,
  acceptAllLabel,
  rejectAllLabel,
  chooseLabel,
  saveLabel,
  alwaysActiveLabel,
  groups,
  initialChoice,
  defaultSettingsOpen = false,
  onAcceptAll,
  onRejectAll,
  onSave,
  onDismiss,
  placement,
  className,
  ref,
  ...props
}: ConsentBannerRegionProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const settingsId = `${id}-settings`;
  const Heading = `h${headingLevel}` as const;
  const [settingsOpen, setSettingsOpen] = useState(defaultSettingsOpen);
  const [choice, setChoice] = useState<ConsentChoice>(() => ({ ...initialChoice }));
  const regionRef = useRef<HTMLElement | null>(null);

  // Escape is heard on the region itself (a listener, as a section has no key handlers of its own).
  useEffect(() => {
    const region = regionRef.current;
    if (!region || !onDismiss) return;
    const dismissOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      onDismiss();
    };
    region.addEventListener('keydown', dismissOnEscape);
    return () => region.removeEventListener('keydown', dismissOnEscape);
  }, [onDismiss]);

  function save() {
    onSave(
      Object.fromEntries(
        groups.filter((group) => !group.required).map((group) => [group.id, choice[group.id] ?? false]),
      ),
    );
  }

  return (
    <section
      ref={(node: HTMLElement | null) => {
        regionRef.current = node;
        if (typeof ref === 'function') return ref(node);
        if (ref) ref.current = node;
      }}
      data-slot="consent-banner"
      data-placement={placement ?? 'bottom'}
      aria-labelledby={titleId}
      // Focused by script when reopened (`focusOnOpen`); never a tab stop of its own.
      tabIndex={-1}
      className={cn(consentBannerVariants({ placement }), className)}
      {...props}
    >
      <div
        data-slot="consent-banner-inner"
        className="mx-auto flex w-full max-w-(--breakpoint-xl) flex-col gap-5 px-4 py-5 sm:px-6 md:py-6"
      >
        <div
          data-slot="consent-banner-intro"
          className="flex flex-col gap-5 lg:flex-row lg:items-end lg:justify-between lg:gap-10"
        >
          <div className="flex max-w-3xl flex-col gap-2">
            <Heading id={titleId} data-slot="consent-banner-title" className="text-lg font-semibold">
              {title}
            </Heading>
            <div data-slot="consent-banner-description" className="text-sm text-foreground-muted">
              {description}
            </div>
          </div>
          <div
            data-slot="consent-banner-actions"
            className="flex flex-col gap-2 sm:flex-row sm:flex-wrap lg:shrink-0 lg:flex-nowrap"
          >
            {/* Accepting and rejecting look alike: neither answer is pushed (GDPR, DSG/LPD). */}
            <Button data-slot="consent-banner-accept-all" onClick={onAcceptAll}>
              {acceptAllLabel}
            </Button>
            <Button data-slot="consent-banner-reject-all" onClick={onRejectAll}>
              {rejectAllLabel}
            </Button>
            <Button
              data-slot="consent-banner-choose"
              variant="secondary"
              aria-expanded={settingsOpen}
              aria-controls={settingsId}
              onClick={() => setSettingsOpen((shown) => !shown)}
            >
              {chooseLabel}
            </Button>
          </div>
        </div>
        {/* After the button in reading and tab order, so that Tab goes on into the switches. */}
        <div
          id={settingsId}
          data-slot="consent-banner-settings"
          hidden={!settingsOpen}
          className="flex flex-col gap-4 border-t border-border pt-5"
        >
          <ul data-slot="consent-banner-groups" className="grid gap-3 md:grid-cols-3">
            {groups.map((group) => (
              <li
                key={group.id}
                data-slot="consent-banner-group"
                data-group={group.id}
                className="rounded-md border border-border p-4"
              >
                <Field orientation="horizontal" disabled={group.required} className="justify-between">
                  <FieldContent>
                    <FieldLabel>
                      {group.label}
                      {group.required && (
                        <>
                          {' '}
                          <span
                            data-slot="consent-banner-always-active"
                            className="inline-block rounded-sm bg-accent-subtle px-1.5 text-xs leading-5 font-semibold text-accent"
                          >
                            {alwaysActiveLabel}
                          </span>
                        </>
                      )}
                    </FieldLabel>
                    <FieldDescription>{group.description}</FieldDescription>
                  </FieldContent>
                  <Switch
                    data-slot="consent-banner-switch"
                    checked={group.required ? true : (choice[group.id] ?? false)}
                    onCheckedChange={(checked) =>
                      setChoice((current) => ({ ...current, [group.id]: checked }))
                    }
                  />
                </Field>
              </li>
            ))}
          </ul>
          <div className="flex flex-col sm:flex-row sm:justify-end">
            <Button data-slot="consent-banner-save" onClick={save}>
              {saveLabel}
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
