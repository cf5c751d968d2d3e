import { Link as DesignSystemLink, type LinkProps as DesignSystemLinkProps } from '@lumen/design-system';
import type { ReactNode } from 'react';
import { useBlockData } from '../block-data/block-data-provider.tsx';
import { linkAttributes, type Link } from '../fields/multilink.schema.ts';
import { useBlockTexts } from '../i18n/block-texts.ts';

/** Props of `ContentLink`: a parsed CMS link (`MultilinkSchema`), its text, and the design-system look. */
export type ContentLinkProps = Omit<
  DesignSystemLinkProps,
  'href' | 'external' | 'externalLabel' | 'target' | 'rel' | 'asChild' | 'children'
> & {
  link: Link;
  children: ReactNode;
};

/**
 * A link an editor set, as a design-system `Link`: a link to another site gives it neither this
 * window nor the page it came from (`linkAttributes`); a link the editor set to open in a new tab
 * says so to screen readers and shows the new-tab marker; a link within the shop goes through
 * the app's router when the page brings one (`BlockDataProvider.renderLink`).
 */
export function ContentLink({ link, children, ...props }: ContentLinkProps) {
  const t = useBlockTexts('contentLink');
  const renderLink = useBlockData()?.renderLink;
  const { href, rel } = linkAttributes(link);
  if (link.newTab) {
    return (
      <DesignSystemLink href={href} external externalLabel={t('newTab')} {...props} rel={rel}>
        {children}
      </DesignSystemLink>
    );
  }
  if (renderLink && !link.external) {
    return (
      <DesignSystemLink asChild {...props}>
        {renderLink({ href, children })}
      </DesignSystemLink>
    );
  }
  return (
    <DesignSystemLink href={href} rel={rel} {...props}>
      {children}
    </DesignSystemLink>
  );
}
