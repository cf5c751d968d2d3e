import { Button, cn } from '@lumen/design-system';
import { useId, type ComponentProps } from 'react';
import { useBlockTexts } from '../i18n/block-texts.ts';
import type { EditorAttributes } from '../registry/editor-attributes.ts';
import { ContentLink } from '../rich-text/content-link.tsx';
import { RichText } from '../rich-text/rich-text.tsx';
import { useConsentBridge } from '../video-embed/consent.tsx';
import type { ConsentListContent, ConsentListGroup, ConsentListProvider } from './consent-list.schema.ts';

function Provider({ provider }: { provider: ConsentListProvider }) {
  const t = useBlockTexts('consentList');
  return (
    <li data-slot="consent-list-provider" className="rounded-md border border-border p-4">
      <h4 className="font-semibold">{provider.name}</h4>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        {provider.purpose && (
          <>
            <dt className="text-foreground-muted">{t('purpose')}</dt>
            <dd>{provider.purpose}</dd>
          </>
        )}
        {provider.cookies && (
          <>
            <dt className="text-foreground-muted">{t('cookies')}</dt>
            <dd className="font-mono break-all">{provider.cookies.join(', ')}</dd>
          </>
        )}
        {provider.retention && (
          <>
            <dt className="text-foreground-muted">{t('retention')}</dt>
            <dd>{provider.retention}</dd>
          </>
        )}
        {provider.privacyPolicy && (
          <>
            <dt className="text-foreground-muted">{t('privacyPolicy')}</dt>
            <dd>
              <ContentLink link={provider.privacyPolicy}>
                {t('privacyPolicyLink', { provider: provider.name })}
              </ContentLink>
            </dd>
          </>
        )}
      </dl>
    </li>
  );
}

function Group({ group }: { group: ConsentListGroup }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      id={`consent-group-${group.groupId}`}
      data-slot="consent-list-group"
      data-consent-group={group.groupId}
      className="flex flex-col gap-3"
    >
      <h3 id={headingId} className="text-xl font-semibold">
        {group.name}
      </h3>
      <RichText document={group.purpose} />
      {group.providers.length > 0 && (
        <ul aria-labelledby={headingId} className="grid gap-3 md:grid-cols-2">
          {group.providers.map((provider) => (
            <Provider key={provider.id} provider={provider} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** Props of `ConsentList`: the parsed content (`ConsentListContentSchema`), editor and section attributes. */
export type ConsentListProps = ConsentListContent &
  EditorAttributes &
  Omit<ComponentProps<'section'>, keyof ConsentListContent | 'children'>;

/**
 * The consent groups of the cookie banner as editors list them on the privacy page (§9:
 * statistics C0002, marketing C0004): each group a section with its purpose and its providers,
 * each provider with what it does, its cookies, how long it keeps them and its privacy policy.
 * Each group can be linked to by its id (`#consent-group-C0004`). With the page's consent manager
 * at hand, a button reopens its settings so the shopper can change the choice where they read this.
 */
export function ConsentList({ headline, intro, groups, className, ...props }: ConsentListProps) {
  const headingId = useId();
  const t = useBlockTexts('consentList');
  // Where the page has a consent manager, the shopper changes their choice right here (§9).
  const openSettings = useConsentBridge()?.openSettings;
  return (
    <section
      aria-labelledby={headline ? headingId : undefined}
      data-slot="consent-list"
      className={cn('mx-auto w-full max-w-7xl px-4 py-8 md:px-8', className)}
      {...props}
    >
      <div className="flex max-w-4xl flex-col gap-8">
        {(headline || intro) && (
          <div className="flex flex-col gap-3">
            {headline && (
              <h2 id={headingId} className="text-2xl font-bold text-balance">
                {headline}
              </h2>
            )}
            {intro && <RichText document={intro} />}
          </div>
        )}
        {openSettings && (
          <div>
            <Button type="button" variant="secondary" onClick={openSettings}>
              {t('changeSettings')}
            </Button>
          </div>
        )}
        {groups.map((group) => (
          <Group key={group.id} group={group} />
        ))}
      </div>
    </section>
  );
}
