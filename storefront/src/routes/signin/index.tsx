import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { isSafeRedirectPath, mailedLinkKeys } from '@lumen/domain';
import { pageHeadOfRoute } from '../../features/page/page-head-of-route.ts';
import { PageHeading } from '../../features/page/page-heading.tsx';
import { SignInPage } from '../../features/session/sign-in-page.tsx';
import { firstValue } from '../../routing/search-schemas.ts';

const flag = z.preprocess(firstValue, z.enum(['true']).optional().catch(undefined));

/**
 * §2 /signin/ (register with `register=true`), §6 `redirectUrl` (only a same-origin path is kept)
 * and `showBasket=true` from the checkout.
 */
// A mailed link's token; one the api does not know (or cut short by a mail program) is its to refuse.
const mailedToken = z.preprocess(firstValue, z.string().min(1).max(300).optional().catch(undefined));

const SignInSearchSchema = z.object({
  redirectUrl: z.preprocess(firstValue, z.string().refine(isSafeRedirectPath).optional().catch(undefined)),
  register: flag,
  showBasket: flag,
  [mailedLinkKeys.verify_email]: mailedToken,
  [mailedLinkKeys.password_reset]: mailedToken,
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
  const { register, redirectUrl, showBasket, verifyEmail, resetPassword } = Route.useSearch();
  const { t } = useTranslation();
  return (
    <>
      <PageHeading>{t(register ? 'pages.register.title' : 'pages.signin.title')}</PageHeading>
      <SignInPage
        register={register === 'true'}
        redirectUrl={redirectUrl}
        showBasket={showBasket === 'true'}
        verifyEmailToken={verifyEmail}
        resetPasswordToken={resetPassword}
      />
    </>
  );
}
