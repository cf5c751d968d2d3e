import { useRouteContext, useRouter } from '@tanstack/react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Button,
  Checkbox,
  DateOfBirthField,
  Field,
  FieldContent,
  FieldError,
  FieldLabel,
  Input,
  useToast,
} from '@lumen/design-system';
import {
  RpcError,
  checkEmail,
  checkPassword,
  checkPersonName,
  checkRequired,
  needsCustomerAccount,
  routePath,
} from '@lumen/domain';
import type { BasketItemError, DateOfBirthResult, RpcPayload, User } from '@lumen/domain';
import type { RouterContext } from '../../router.tsx';
import { basketQuery } from '../../queries/basket-queries.ts';
import { userQuery } from '../../queries/session-queries.ts';
import { isoDateOf } from '../forms/calendar-date.ts';
import { EmailField } from '../forms/email-field.tsx';
import { ShopPasswordField } from '../forms/shop-password-field.tsx';
import { UntilHydrated } from '../forms/until-hydrated.tsx';
import { useFieldCheck } from '../forms/use-field-check.ts';
import { Panel } from '../page/panel.tsx';
import { ShopLink } from '../routing/shop-link.tsx';
import { signInFailureOf } from './sign-in-failure.ts';
import type { SignInFailure } from './sign-in-failure.ts';

type PageContext = Pick<RouterContext, 'rpc' | 'shop'>;

export interface SignInPageProps {
  register: boolean;
  /** A same-origin path (the route's schema checked it) to go on to. */
  redirectUrl: string | undefined;
  /** Came from the checkout: the guest path is offered. */
  showBasket: boolean;
  /** The token of a mailed "confirm your email address" link. */
  verifyEmailToken?: string | undefined;
  /** The token of a mailed "set a new password" link. */
  resetPasswordToken?: string | undefined;
}

/**
 * After signing in, registering or going on as a guest, every answer of the visitor's session is
 * read again (user, basket, wishlist), then the shopper goes on: to the way back they came by, or
 * to the account. When the merged basket took fewer pieces than they had (§8 206), a toast says so.
 */
function useSignedIn(redirectUrl: string | undefined) {
  const { rpc, shop }: PageContext = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const router = useRouter();
  const { toast } = useToast();
  const { t } = useTranslation();
  return async (user: User, basketItemErrors: readonly BasketItemError[] = []) => {
    queryClient.setQueryData(userQuery(rpc).queryKey, user);
    await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'getUser' });
    if (basketItemErrors.some((error) => error.kind === 'ItemAddedWithReducedQuantity')) {
      toast({
        id: 'sign-in-merge',
        kind: 'WARNING',
        title: t('signIn.mergedTitle'),
        description: t('signIn.mergedReduced'),
      });
    }
    const fallback = user.status.isGuestCustomer ? routePath(shop, 'checkout') : routePath(shop, 'account');
    await router.navigate({ href: redirectUrl ?? fallback });
  };
}

function FailureAlert({ failure }: { failure: SignInFailure | undefined }) {
  const { t } = useTranslation();
  if (!failure || failure.kind === 'emailTaken') return null;
  const text =
    failure.kind === 'locked'
      ? t('signIn.locked', { count: failure.minutes })
      : t(failure.kind === 'wrongCredentials' ? 'signIn.wrongCredentials' : 'signIn.failed');
  return <Alert kind="ERROR" description={text} data-slot="sign-in-failure" />;
}

function SignInForm({ redirectUrl, onForgot }: { redirectUrl: string | undefined; onForgot: () => void }) {
  const { rpc }: PageContext = useRouteContext({ from: '__root__' });
  const { t } = useTranslation();
  const check = useFieldCheck();
  const signedIn = useSignedIn(redirectUrl);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const signIn = useMutation({
    mutationFn: (payload: { email: string; password: string }) => rpc('signIn', payload),
    onSuccess: ({ user, basketItemErrors }) => signedIn(user, basketItemErrors),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = {
      email: check(checkRequired(email), checkEmail(email)),
      password: check(checkRequired(password)),
    };
    setErrors(found);
    if (found.email || found.password || signIn.isPending) return;
    signIn.mutate({ email: email.trim(), password });
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label={t('signIn.signInHeading')}>
      <UntilHydrated>
        <FailureAlert failure={signIn.isError ? signInFailureOf(signIn.error) : undefined} />
        <EmailField value={email} onChange={setEmail} error={errors.email} />
        <ShopPasswordField
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          error={errors.password}
        />
        <Button type="submit" size="lg" loading={signIn.isPending}>
          {t('signIn.submit')}
        </Button>
        <Button type="button" variant="link" className="self-start" onClick={onForgot}>
          {t('signIn.forgot')}
        </Button>
      </UntilHydrated>
    </form>
  );
}

/**
 * A form of one email address (the guest path, a forgotten password): checked by §5 before it is
 * sent, the mutation's failure said above the field and what follows it (`after`) below the button.
 */
function EmailForm({
  name,
  text,
  submitLabel,
  mutation,
  notice,
  secondary = false,
  after,
}: {
  name: string;
  text: string;
  submitLabel: string;
  mutation: { mutate: (email: string) => void; isPending: boolean; isError: boolean; error: unknown };
  notice?: ReactNode;
  secondary?: boolean;
  after?: ReactNode;
}) {
  const check = useFieldCheck();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = check(checkRequired(email), checkEmail(email));
    setError(found);
    if (found || mutation.isPending) return;
    mutation.mutate(email.trim());
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label={name}>
      <UntilHydrated>
        <p className="text-sm text-foreground-muted">{text}</p>
        {notice}
        <FailureAlert failure={mutation.isError ? signInFailureOf(mutation.error) : undefined} />
        <EmailField value={email} onChange={setEmail} error={error} />
        <Button
          type="submit"
          size="lg"
          variant={secondary ? 'secondary' : 'primary'}
          loading={mutation.isPending}
        >
          {submitLabel}
        </Button>
        {after}
      </UntilHydrated>
    </form>
  );
}

/** §6 forgot password: the api answers alike whether or not an account has the address. */
function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const { rpc }: PageContext = useRouteContext({ from: '__root__' });
  const { t } = useTranslation();
  const request = useMutation({
    mutationFn: (address: string) => rpc('requestPasswordReset', { email: address }),
  });
  return (
    <EmailForm
      name={t('signIn.forgotHeading')}
      text={t('signIn.forgotText')}
      submitLabel={t('signIn.forgotSubmit')}
      mutation={request}
      notice={request.isSuccess && <Alert kind="CONFIRM" description={t('signIn.forgotSent')} />}
      after={
        <Button type="button" variant="link" className="self-start" onClick={onBack}>
          {t('signIn.back')}
        </Button>
      }
    />
  );
}

/** A mailed link that the api refused (unknown, used, expired) or a failure to try again. */
function linkFailureText(error: unknown, t: (key: string) => string): string {
  return error instanceof RpcError && error.status < 500 && error.status !== 429
    ? t('signIn.linkInvalid')
    : t('signIn.failed');
}

/** §6 set a new password from the mailed link; then the shopper signs in with it. */
function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const { rpc }: PageContext = useRouteContext({ from: '__root__' });
  const { t } = useTranslation();
  const check = useFieldCheck();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const reset = useMutation({
    mutationFn: (newPassword: string) => rpc('resetPassword', { token, newPassword }),
    onSuccess: onDone,
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = check(checkRequired(password), checkPassword(password));
    setError(found);
    if (found || reset.isPending) return;
    reset.mutate(password);
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label={t('signIn.resetHeading')}>
      <UntilHydrated>
        {reset.isError && <Alert kind="ERROR" description={linkFailureText(reset.error, t)} />}
        <ShopPasswordField
          autoComplete="new-password"
          value={password}
          onChange={(value) => {
            setPassword(value);
            setError(undefined);
          }}
          error={error}
        />
        <Button type="submit" size="lg" loading={reset.isPending}>
          {t('signIn.resetSubmit')}
        </Button>
      </UntilHydrated>
    </form>
  );
}

/**
 * §6 confirm the email address from the mailed link. A button, not the page load: mail programs
 * open links to look at them, and that must not use the link up.
 */
function VerifyEmail({ token }: { token: string }) {
  const { rpc, shop }: PageContext = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const verify = useMutation({
    mutationFn: () => rpc('verifyEmail', { token }),
    onSuccess: (user) => {
      // A customer signed in on this browser sees the account opened up at once.
      if (queryClient.getQueryData(userQuery(rpc).queryKey)) {
        queryClient.setQueryData(userQuery(rpc).queryKey, user);
      }
    },
  });
  if (verify.isSuccess) {
    return (
      <div className="flex flex-col gap-4">
        <Alert kind="CONFIRM" description={t('signIn.verified')} />
        <Button asChild variant="secondary" size="lg">
          <ShopLink href={routePath(shop, 'account')}>{t('pages.account.title')}</ShopLink>
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-foreground-muted">{t('signIn.verifyText')}</p>
      {verify.isError && <Alert kind="ERROR" description={linkFailureText(verify.error, t)} />}
      <Button size="lg" loading={verify.isPending} onClick={() => verify.mutate()}>
        {t('signIn.verifySubmit')}
      </Button>
    </div>
  );
}

interface RegisterValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  birthDate: string;
  acceptedTerms: boolean;
}

type RegisterErrors = Partial<Record<keyof RegisterValues, string>>;

function RegisterForm({ redirectUrl }: { redirectUrl: string | undefined }) {
  const { rpc }: PageContext = useRouteContext({ from: '__root__' });
  const { t } = useTranslation();
  const check = useFieldCheck();
  const signedIn = useSignedIn(redirectUrl);
  const [values, setValues] = useState<RegisterValues>({
    firstName: '',
    lastName: '',
    email: '',
    password: '',
    birthDate: '',
    acceptedTerms: false,
  });
  const [birthDate, setBirthDate] = useState<DateOfBirthResult>({ ok: true, date: undefined });
  const [errors, setErrors] = useState<RegisterErrors>({});
  // A field's error stands until the shopper changes the field, then the next check decides.
  const set = <K extends keyof RegisterValues>(key: K, value: RegisterValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };
  const register = useMutation({
    mutationFn: (payload: RpcPayload<'register'>) => rpc('register', payload),
    onSuccess: ({ user }) => signedIn(user),
    onError: (error) => {
      if (signInFailureOf(error).kind === 'emailTaken') {
        setErrors((current) => ({ ...current, email: t('signIn.emailTaken') }));
      }
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: RegisterErrors = {
      firstName: check(checkRequired(values.firstName), checkPersonName(values.firstName)),
      lastName: check(checkRequired(values.lastName), checkPersonName(values.lastName)),
      email: check(checkRequired(values.email), checkEmail(values.email)),
      password: check(checkRequired(values.password), checkPassword(values.password)),
      birthDate: check(birthDate),
      acceptedTerms: values.acceptedTerms ? undefined : t('signIn.termsRequired'),
    };
    setErrors(found);
    if (Object.values(found).some(Boolean) || !birthDate.ok || register.isPending) return;
    register.mutate({
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim(),
      password: values.password,
      ...(birthDate.date && { birthDate: isoDateOf(birthDate.date) }),
      acceptedTerms: true,
    });
  }

  const failure = register.isError ? signInFailureOf(register.error) : undefined;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label={t('pages.register.title')}>
      <UntilHydrated>
        <FailureAlert failure={failure} />
        <div className="grid gap-4 sm:grid-cols-2">
          {(['firstName', 'lastName'] as const).map((key) => (
            <Field key={key} invalid={errors[key] !== undefined} required>
              <FieldLabel>{t(`form_fields.${key}`)}</FieldLabel>
              <Input
                name={key}
                autoComplete={key === 'firstName' ? 'given-name' : 'family-name'}
                value={values[key]}
                onChange={(event) => set(key, event.target.value)}
              />
              {errors[key] && <FieldError>{errors[key]}</FieldError>}
            </Field>
          ))}
        </div>
        <EmailField value={values.email} onChange={(value) => set('email', value)} error={errors.email} />
        <ShopPasswordField
          autoComplete="new-password"
          value={values.password}
          onChange={(value) => set('password', value)}
          error={errors.password}
        />
        <DateOfBirthField
          label={t('form_fields.dateOfBirth')}
          description={t('signIn.dateOfBirthHelp')}
          name="birthDate"
          autoComplete="bday"
          messages={t('validation', { returnObjects: true }) as { dateOfBirth: never }}
          value={values.birthDate}
          onValueChange={(value, result) => {
            set('birthDate', value);
            setBirthDate(result);
          }}
          {...(errors.birthDate && { error: errors.birthDate })}
        />
        <Field orientation="horizontal" invalid={errors.acceptedTerms !== undefined} required>
          <Checkbox
            name="acceptedTerms"
            checked={values.acceptedTerms}
            onCheckedChange={(checked) => set('acceptedTerms', checked === true)}
          />
          <FieldContent>
            <FieldLabel>{t('signIn.terms')}</FieldLabel>
            {errors.acceptedTerms && <FieldError>{errors.acceptedTerms}</FieldError>}
          </FieldContent>
        </Field>
        <Button type="submit" size="lg" loading={register.isPending}>
          {t('signIn.registerSubmit')}
        </Button>
      </UntilHydrated>
    </form>
  );
}

/** The guest path to the checkout; a basket with a saving subscription needs an account instead. */
function GuestPanel({ redirectUrl }: { redirectUrl: string | undefined }) {
  const { rpc }: PageContext = useRouteContext({ from: '__root__' });
  const { t } = useTranslation();
  const basket = useQuery(basketQuery(rpc));
  return (
    <Panel title={t('signIn.guestHeading')}>
      {basket.data && needsCustomerAccount(basket.data.items) ? (
        <p data-slot="guest-needs-account" className="text-sm text-foreground-muted">
          {t('basketPage.subscriptionNeedsAccount')}
        </p>
      ) : (
        <GuestForm redirectUrl={redirectUrl} />
      )}
    </Panel>
  );
}

function GuestForm({ redirectUrl }: { redirectUrl: string | undefined }) {
  const { rpc }: PageContext = useRouteContext({ from: '__root__' });
  const { t } = useTranslation();
  const signedIn = useSignedIn(redirectUrl);
  const guest = useMutation({
    mutationFn: (address: string) => rpc('continueAsGuest', { email: address }),
    onSuccess: ({ user }) => signedIn(user),
  });
  return (
    <EmailForm
      name={t('signIn.guestHeading')}
      text={t('signIn.guestText')}
      submitLabel={t('signIn.guestSubmit')}
      mutation={guest}
      secondary
    />
  );
}

/**
 * §2 /signin/: sign in, or register (`register=true`), and from the checkout (`showBasket=true`)
 * the guest path; a forgotten password and the mailed links (a new password, the email
 * confirmation). §5 rules are checked on submit (the password's rules and the date of birth as they
 * are typed), with the messages of the shop's language; the api checks them again. The way back
 * (`redirectUrl`) keeps to the shop's own paths (the route's schema), and switching forms keeps it.
 */
export function SignInPage({
  register,
  redirectUrl,
  showBasket,
  verifyEmailToken,
  resetPasswordToken,
}: SignInPageProps) {
  const { shop }: PageContext = useRouteContext({ from: '__root__' });
  const { t } = useTranslation();
  const [mode, setMode] = useState<'signin' | 'forgot' | 'reset' | 'verify'>(
    resetPasswordToken ? 'reset' : verifyEmailToken ? 'verify' : 'signin',
  );
  const [passwordChanged, setPasswordChanged] = useState(false);
  const query = (registering: boolean) => {
    const params = new URLSearchParams();
    if (redirectUrl) params.set('redirectUrl', redirectUrl);
    if (registering) params.set('register', 'true');
    if (showBasket) params.set('showBasket', 'true');
    const search = params.toString();
    return `${routePath(shop, 'signin')}${search ? `?${search}` : ''}`;
  };
  return (
    <div className="mt-6 grid items-start gap-6 lg:grid-cols-2" data-slot="sign-in">
      {mode === 'reset' && resetPasswordToken ? (
        <Panel title={t('signIn.resetHeading')}>
          <ResetPasswordForm
            token={resetPasswordToken}
            onDone={() => {
              setPasswordChanged(true);
              setMode('signin');
            }}
          />
        </Panel>
      ) : mode === 'verify' && verifyEmailToken ? (
        <Panel title={t('signIn.verifyHeading')}>
          <VerifyEmail token={verifyEmailToken} />
        </Panel>
      ) : mode === 'forgot' ? (
        <Panel title={t('signIn.forgotHeading')}>
          <ForgotPasswordForm onBack={() => setMode('signin')} />
        </Panel>
      ) : register ? (
        <Panel title={t('signIn.registerHeading')}>
          <RegisterForm redirectUrl={redirectUrl} />
        </Panel>
      ) : (
        <Panel title={t('signIn.signInHeading')}>
          {passwordChanged && <Alert kind="CONFIRM" description={t('signIn.resetDone')} />}
          <SignInForm redirectUrl={redirectUrl} onForgot={() => setMode('forgot')} />
        </Panel>
      )}
      <div className="flex flex-col gap-6">
        {register ? (
          <Panel title={t('signIn.haveAccount')}>
            <Button asChild variant="secondary" size="lg">
              <ShopLink href={query(false)}>{t('signIn.toSignIn')}</ShopLink>
            </Button>
          </Panel>
        ) : (
          <Panel title={t('signIn.newHeading')}>
            <p className="text-sm text-foreground-muted">{t('signIn.newText')}</p>
            <Button asChild variant="secondary" size="lg">
              <ShopLink href={query(true)}>{t('signIn.toRegister')}</ShopLink>
            </Button>
          </Panel>
        )}
        {showBasket && <GuestPanel redirectUrl={redirectUrl} />}
      </div>
    </div>
  );
}
