import { Button, CheckIcon, cn, Link } from '@lumen/design-system';
import { routePath, type ShopIdentity } from '@lumen/domain';
import { useId, type ComponentProps } from 'react';
import { MissingBlockDataNotice, useBlockData } from '../block-data/block-data-provider.tsx';
import { useBlockTexts } from '../i18n/block-texts.ts';
import type { EditorAttributes } from '../registry/editor-attributes.ts';
import type { AccountPromoContent } from './account-promo.schema.ts';

/** §2 sign-in and registration: `/signin/`, registering with the query `register=true`. */
export function accountLinks(shop: ShopIdentity): { signIn: string; register: string } {
  const signIn = routePath(shop, 'signin');
  return { signIn, register: `${signIn}?${new URLSearchParams({ register: 'true' }).toString()}` };
}

/**
 * Props of `AccountPromo`: the parsed content (`AccountPromoContentSchema`), editor attributes and
 * the section's attributes. The shop (for its routes) comes from the page's `BlockDataProvider`.
 */
export type AccountPromoProps = AccountPromoContent &
  EditorAttributes &
  Omit<ComponentProps<'section'>, keyof AccountPromoContent | 'children'>;

/**
 * Promotes a customer account: the editor's headline, text and benefits, a link to register and
 * one to sign in (§2 routes of the shop). Signed-in customers do not see it; without the online
 * shop (§6: no sign-in) it shows nothing to shoppers and a notice to editors.
 */
export function AccountPromo({ headline, text, benefits, className, ...props }: AccountPromoProps) {
  const data = useBlockData();
  const t = useBlockTexts('accountPromo');
  const headingId = useId();

  if (!data) {
    return <MissingBlockDataNotice component="account_promo" items={[{ kind: 'no-provider' }]} />;
  }
  if (!data.features.onlineShop) {
    return (
      <MissingBlockDataNotice
        component="account_promo"
        items={[{ kind: 'not-offered', feature: 'online-shop', shop: data.shop.code }]}
      />
    );
  }
  // A customer who has an account and is signed in has nothing to gain here.
  if (data.signedIn) return null;
  const links = accountLinks(data.shop);

  return (
    <section
      aria-labelledby={headingId}
      data-slot="account-promo"
      className={cn('w-full rounded-lg bg-surface-muted p-6 text-foreground md:p-10', className)}
      {...props}
    >
      <div className="grid gap-6 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] md:items-center md:gap-10">
        <div className="flex flex-col gap-3">
          <h2 id={headingId} data-slot="account-promo-headline" className="text-2xl font-bold text-balance">
            {headline}
          </h2>
          {text && <p className="max-w-prose text-foreground-muted">{text}</p>}
          {benefits.length > 0 && (
            <ul
              data-slot="account-promo-benefits"
              aria-label={t('benefitsLabel')}
              className="mt-2 flex flex-col gap-2"
            >
              {benefits.map((benefit, index) => (
                <li key={index} className="flex items-start gap-2">
                  <CheckIcon aria-hidden className="mt-0.5 size-5 shrink-0 text-success" />
                  <span>{benefit}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="flex flex-col items-start gap-3">
          <Button asChild size="lg">
            <a data-slot="account-promo-register" href={links.register}>
              {t('register')}
            </a>
          </Button>
          <p className="text-sm">
            {t('haveAccount')}{' '}
            <Link data-slot="account-promo-sign-in" href={links.signIn}>
              {t('signIn')}
            </Link>
          </p>
        </div>
      </div>
    </section>
  );
}
