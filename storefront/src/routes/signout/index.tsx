import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@lumen/design-system';
import { pageHeadOfRoute } from '../../features/page/page-head-of-route.ts';
import { PageHeading } from '../../features/page/page-heading.tsx';

export const Route = createFileRoute('/signout/')({
  head: ({ match }) =>
    pageHeadOfRoute(match.context, {
      routeId: 'signout',
      title: match.context.i18n.t('pages.signout.title'),
    }),
  component: SignOutPage,
});

/**
 * §2 /signout/. Signing out changes the session, so it is a button the shopper presses (a POST),
 * never something a mere GET of this address does: another site could link here otherwise.
 */
function SignOutPage() {
  const { t } = useTranslation();
  const { rpc } = Route.useRouteContext();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signOut = useMutation({
    mutationFn: () => rpc('signOut', {}),
    onSuccess: async () => {
      queryClient.clear();
      await navigate({ to: '/' });
    },
  });
  return (
    <section className="max-w-xl space-y-6">
      <PageHeading>{t('pages.signout.title')}</PageHeading>
      <p className="text-foreground-muted">{t('pages.signout.question')}</p>
      <Button onClick={() => signOut.mutate()} disabled={signOut.isPending}>
        {t('pages.signout.confirm')}
      </Button>
    </section>
  );
}
