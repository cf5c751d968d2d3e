import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { isSafeRedirectPath } from '@lumen/domain';
import { pageHeadOfRoute } from '../../features/page/page-head-of-route.ts';
import { PageHeading } from '../../features/page/page-heading.tsx';
import { SignInPage } from '../../features/session/sign-in-page.tsx';
import { firstValue } from '../../routing/search-schemas.ts';

const flag = z.preprocess(firstValue, z.enum(['true']).optional().catch(undefined));

/**
 * §2 /signin/ (register with `register=true`), §6 `redirectUrl` (only a same-origin path is kept)
 * and `showBasket=true` from the checkout.
 */
const SignInSearchSchema = z.object({
  redirectUrl: z.preprocess(firstValue, z.string().refine(isSafeRedirectPath).optional().catch(undefined)),
  register: flag,
  showBasket: flag,
});

export const Route = createFileRoute('/signin/')({
  validateSearch: SignInSearchSchema,
  head: ({ match }) =>
    pageHeadOfRoute(match.context, {
      routeId: 'signin',
      title: match.context.i18n.t(match.search.register ? 'pages.register.title' : 'pages.signin.title'),
    }),
  component: SignInRoute,
});

function SignInRoute() {
  const { register, redirectUrl, showBasket } = Route.useSearch();
  const { t } = useTranslation();
  return (
    <>
      <PageHeading>{t(register ? 'pages.register.title' : 'pages.signin.title')}</PageHeading>
      <SignInPage
        register={register === 'true'}
        redirectUrl={redirectUrl}
        showBasket={showBasket === 'true'}
      />
    </>
  );
}
