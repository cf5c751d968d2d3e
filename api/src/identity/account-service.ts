import type { RpcResponse, User } from '@lumen/domain';
import { signInMergingBaskets } from '../basket-and-wishlist/sign-in-merge.ts';
import { findCustomer, userOf } from './customer-records.ts';
import type { CustomerRecord } from './customer-records.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';
import type { Queryable } from '../db/db.ts';
import { callLimits } from '../rate-limits/call-limits.ts';
import { limitFailures } from '../rate-limits/sliding-window-limiter.ts';
import { AppError } from '../rpc/app-error.ts';
import type { RpcContext, RpcInput } from '../rpc/define-procedure.ts';
import { randomToken } from '../sessions/session-store.ts';
import { accountMail } from './account-mails.ts';
import {
  findAccountByEmail,
  insertAccount,
  insertEmailGuest,
  isUniqueViolation,
  markVerified,
  setPasswordHash,
} from './account-repository.ts';
import { consumeToken, endOutstandingTokens, issueToken } from './account-tokens.ts';
import type { TokenPurpose } from './account-tokens.ts';
import { queueMail } from './mail-outbox.ts';
import { clearAccountFailures, signInFailureLimits, signInScopes } from './sign-in-limiter.ts';

/** Unknown email and wrong password answer alike, so the answer tells nobody who has an account. */
const wrongCredentialsMessage = 'Email address or password is wrong';

// Verifying against this hash when no account matches makes both answers take the same time.
let dummyHash: Promise<string> | undefined;
const dummyPasswordHash = () => (dummyHash ??= hashPassword(randomToken()));

/** The §3 User; a guest's empty names are left out. */
function publicUser(customer: CustomerRecord): User {
  const user = userOf(customer);
  if (!user.firstName) delete user.firstName;
  if (!user.lastName) delete user.lastName;
  return user;
}

/** The customer of the session, if any; a customer deactivated meanwhile counts as nobody. */
export async function sessionCustomer(ctx: RpcContext): Promise<CustomerRecord | undefined> {
  const session = await ctx.session.find();
  if (session?.customerId == null) return undefined;
  const customer = await findCustomer(ctx.db, ctx.shop.shopId, session.customerId);
  return customer?.isActive ? customer : undefined;
}

export async function currentUser(ctx: RpcContext): Promise<User | null> {
  const customer = await sessionCustomer(ctx);
  return customer ? publicUser(customer) : null;
}

async function mailToken(
  q: Queryable,
  ctx: RpcContext,
  customer: CustomerRecord,
  purpose: TokenPurpose,
): Promise<void> {
  const token = await issueToken(q, customer.id, purpose);
  const text = accountMail(
    ctx.shop.language,
    purpose,
    customer.firstName,
    ctx.shopDomains[ctx.shop.code],
    token,
  );
  await queueMail(q, ctx.logger, {
    ...text,
    shopId: ctx.shop.shopId,
    recipient: customer.email,
    kind: purpose,
  });
}

const emailTaken = 'An account with this email address already exists';

export async function register(input: RpcInput<'register'>, ctx: RpcContext): Promise<{ user: User }> {
  const taken = () =>
    new AppError('CONFLICT', emailTaken, { details: [{ field: 'payload.email', message: emailTaken }] });
  if (await findAccountByEmail(ctx.db, ctx.shop.shopId, input.email)) throw taken();
  const passwordHash = await hashPassword(input.password);
  const customer = await ctx.db
    .transaction(async (tx) => {
      const created = await insertAccount(tx, {
        shopId: ctx.shop.shopId,
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        gender: input.gender,
        birthDate: input.birthDate,
        passwordHash,
      });
      await mailToken(tx, ctx, created, 'verify_email');
      return created;
    })
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? taken() : error;
    });
  await signInMergingBaskets(ctx, customer.id);
  return { user: publicUser(customer) };
}

export async function signIn(input: RpcInput<'signIn'>, ctx: RpcContext): Promise<RpcResponse<'signIn'>> {
  const scopes = signInScopes(ctx.shop.shopId, input.email, ctx.clientAddress);
  const failure = { code: 'UNAUTHENTICATED', what: 'failed sign-in attempts' } as const;
  const customer = await limitFailures(ctx.db, signInFailureLimits(scopes), failure, async () => {
    const account = await findAccountByEmail(ctx.db, ctx.shop.shopId, input.email);
    const matches = await verifyPassword(
      input.password,
      account?.passwordHash ?? (await dummyPasswordHash()),
    );
    const found =
      account && matches && account.isActive
        ? await findCustomer(ctx.db, ctx.shop.shopId, account.id)
        : undefined;
    if (!found) throw new AppError(failure.code, wrongCredentialsMessage);
    return found;
  });
  await clearAccountFailures(ctx.db, scopes.account);
  const basketItemErrors = await signInMergingBaskets(ctx, customer.id);
  return { user: publicUser(customer), basketItemErrors };
}

export async function continueAsGuest(
  input: RpcInput<'continueAsGuest'>,
  ctx: RpcContext,
): Promise<{ user: User }> {
  const guest = await insertEmailGuest(ctx.db, ctx.shop.shopId, input.email);
  await signInMergingBaskets(ctx, guest.id);
  return { user: publicUser(guest) };
}

const invalidLink = 'This link is invalid, already used or expired';
const invalidToken = () =>
  new AppError('BAD_REQUEST', invalidLink, { details: [{ field: 'payload.token', message: invalidLink }] });

export async function verifyEmail(input: RpcInput<'verifyEmail'>, ctx: RpcContext): Promise<User> {
  const customer = await ctx.db.transaction(async (tx) => {
    const customerId = await consumeToken(tx, input.token, 'verify_email');
    const found = customerId === undefined ? undefined : await findCustomer(tx, ctx.shop.shopId, customerId);
    // A token of another shop's customer is no token of this shop: the transaction rolls back.
    if (!found) throw invalidToken();
    await markVerified(tx, found.id);
    return { ...found, verified: true };
  });
  return publicUser(customer);
}

/** Answers ok whether or not the address has an account; only an account gets a mail. */
export async function requestPasswordReset(
  input: RpcInput<'requestPasswordReset'>,
  ctx: RpcContext,
): Promise<{ ok: true }> {
  const account = await findAccountByEmail(ctx.db, ctx.shop.shopId, input.email);
  const customer = account?.isActive ? await findCustomer(ctx.db, ctx.shop.shopId, account.id) : undefined;
  if (customer) await ctx.db.transaction((tx) => mailToken(tx, ctx, customer, 'password_reset'));
  return { ok: true };
}

/**
 * A reset ends every session of the customer (whoever knew the old password is signed out) and
 * every other reset link still open, and verifies the address: only its owner could follow the link.
 */
export async function resetPassword(
  input: RpcInput<'resetPassword'>,
  ctx: RpcContext,
): Promise<{ ok: true }> {
  const passwordHash = await hashPassword(input.newPassword);
  const customer = await ctx.db.transaction(async (tx) => {
    const customerId = await consumeToken(tx, input.token, 'password_reset');
    const found = customerId === undefined ? undefined : await findCustomer(tx, ctx.shop.shopId, customerId);
    if (!found || found.isGuest) throw invalidToken();
    await endOutstandingTokens(tx, found.id, 'password_reset');
    await setPasswordHash(tx, found.id, passwordHash);
    await markVerified(tx, found.id);
    return found;
  });
  await ctx.session.signOut();
  await ctx.session.endCustomerSessions(customer.id);
  await clearAccountFailures(
    ctx.db,
    signInScopes(ctx.shop.shopId, customer.email, ctx.clientAddress).account,
  );
  return { ok: true };
}

const wrongCurrentPassword = 'The current password is wrong';

/** Signed-in accounts only; other sessions of the customer end, this one gets a new id. */
export async function changePassword(
  input: RpcInput<'changePassword'>,
  ctx: RpcContext,
): Promise<{ ok: true }> {
  const customer = await sessionCustomer(ctx);
  if (!customer || customer.isGuest) throw new AppError('UNAUTHENTICATED', 'Sign in to change your password');
  const failure = { code: 'VALIDATION_FAILED', what: 'wrong passwords' } as const;
  const limit = { scope: `change-password:${customer.id}`, rule: callLimits.currentPasswordMisses };
  await limitFailures(ctx.db, [limit], failure, async () => {
    const account = await findAccountByEmail(ctx.db, ctx.shop.shopId, customer.email);
    if (!account || !(await verifyPassword(input.currentPassword, account.passwordHash))) {
      throw new AppError(failure.code, wrongCurrentPassword, {
        details: [{ field: 'payload.currentPassword', message: wrongCurrentPassword }],
      });
    }
  });
  await setPasswordHash(ctx.db, customer.id, await hashPassword(input.newPassword));
  await ctx.session.endCustomerSessions(customer.id);
  await signInMergingBaskets(ctx, customer.id);
  return { ok: true };
}
