import type { LanguageCode } from '@lumen/domain';
import { Button } from '../button/button.tsx';
import { CheckIcon, GlobeIcon } from '../icons/icons.tsx';
import { cn } from '../lib/cn.ts';
import { Sheet, SheetBody, SheetContent, SheetHeader, SheetTitle, SheetTrigger } from '../sheet/sheet.tsx';

/** One of the shop's languages (§3 Shop.languages), as a link to the same page in that language. */
export interface LanguageOption {
  code: LanguageCode;
  /** The language's name in itself ("Français"). */
  label: string;
  href: string;
  /** The language the page is shown in; marked with aria-current. */
  current: boolean;
}

/** Props of `LanguageSwitcher`: the shop's languages and every label it shows or announces. */
export interface LanguageSwitcherProps {
  languages: readonly LanguageOption[];
  /** Accessible name of the button that opens the overlay ("Sprache wählen"). */
  triggerLabel: string;
  /** Heading of the overlay. */
  title: string;
  /** Accessible name of the overlay's close button ("Schließen"). */
  closeLabel: string;
  /** Controlled open state, for the storefront's UI flag (§4 "language switcher overlay"). */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Classes for the trigger button. */
  className?: string;
}

export function LanguageSwitcher({
  languages,
  triggerLabel,
  title,
  closeLabel,
  open,
  defaultOpen,
  onOpenChange,
  className,
}: LanguageSwitcherProps) {
  const currentLanguage = languages.find((language) => language.current) ?? languages[0];

  return (
    <Sheet open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <SheetTrigger asChild>
        <Button
          data-slot="language-switcher-trigger"
          variant="ghost"
          size="sm"
          className={cn('h-11 gap-1.5 px-2.5 text-sm font-semibold uppercase [&_svg]:size-5', className)}
        >
          <GlobeIcon />
          <span className="sr-only normal-case">{triggerLabel}</span>
          {currentLanguage && <span data-slot="language-switcher-current">{currentLanguage.code}</span>}
        </Button>
      </SheetTrigger>
      <SheetContent
        data-slot="language-switcher-content"
        side="right"
        closeLabel={closeLabel}
        aria-describedby={undefined}
      >
        <SheetHeader>
          <SheetTitle>{title}</SheetTitle>
        </SheetHeader>
        <SheetBody>
          <ul data-slot="language-switcher-list" className="flex flex-col gap-1">
            {languages.map((language) => (
              <li key={language.code}>
                <a
                  data-slot="language-switcher-link"
                  href={language.href}
                  lang={language.code}
                  hrefLang={language.code}
                  aria-current={language.current ? 'true' : undefined}
                  className={cn(
                    'flex min-h-12 items-center gap-3 rounded-md px-3 text-base text-foreground',
                    'transition-colors duration-fast ease-standard hover:bg-surface-muted',
                    'aria-[current=true]:bg-accent-subtle aria-[current=true]:font-semibold',
                  )}
                >
                  <span className="flex-1">{language.label}</span>
                  <span aria-hidden className="text-sm text-foreground-muted uppercase">
                    {language.code}
                  </span>
                  <CheckIcon className={cn('size-5 text-accent', !language.current && 'invisible')} />
                </a>
              </li>
            ))}
          </ul>
        </SheetBody>
      </SheetContent>
    </Sheet>
  );
}
