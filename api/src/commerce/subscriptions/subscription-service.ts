import {
  cancelSubscription,
  changeSubscriptionInterval,
  pauseSubscription,
  resumeSubscription,
  skipNextDelivery,
} from '@lumen/domain';
import type {
  IsoDate,
  ShopIdentity,
  Subscription,
  SubscriptionAction,
  SubscriptionChange,
} from '@lumen/domain';
import type { Db, Queryable } from '../../db/db.ts';
import type { CustomerOrEmail } from '../branches/customer-scope.ts';
import { listPage, pageWindow } from '../branches/list-page.ts';
import type { PageQuery } from '../branches/list-page.ts';
import { localDateOf, marketTimeZone } from '../../shop-time/local-time.ts';
import { CommerceFailure } from '../commerce-failure.ts';
import type { CommerceFailureKind } from '../commerce-failure.ts';
import { findCommerceCustomer } from '../orders/customer-repository.ts';
import { customerSubscriptions, findSubscription, updateSubscription } from './subscription-repository.ts';

export interface SubscriptionDeps {
  db: Db;
  /** The clock "today" is read from (in the shop's market); tests fix it. */
  now?: () => Date;
}

type Refusal = Extract<SubscriptionChange, { ok: false }>['reason'];

/**
 * How each refusal of the domain fails: a change the subscription's state forbids is a conflict,
 * a pause date the rules refuse unprocessable; the parameter at fault carries the domain's reason.
 */
const refusals: Record<
  Refusal,
  { kind: Extract<CommerceFailureKind, 'conflict' | 'unprocessable'>; parameter: string; message: string }
> = {
  cancelled: { kind: 'conflict', parameter: 'action', message: 'The subscription is cancelled' },
  not_paused: { kind: 'conflict', parameter: 'action', message: 'The subscription is not paused' },
  already_paused: { kind: 'conflict', parameter: 'action', message: 'The subscription is paused already' },
  pause_in_past: { kind: 'unprocessable', parameter: 'until', message: 'A pause must end after today' },
  pause_too_long: { kind: 'unprocessable', parameter: 'until', message: 'A pause lasts at most six months' },
};

/** The domain's rule for an action: written once, in `@lumen/domain`. */
function applyAction(
  subscription: Subscription,
  action: SubscriptionAction,
  today: IsoDate,
): SubscriptionChange {
  switch (action.action) {
    case 'skipNextDelivery':
      return skipNextDelivery(subscription);
    case 'pause':
      return pauseSubscription(subscription, action.until, today);
    case 'resume':
      return resumeSubscription(subscription, today);
    case 'changeInterval':
      return changeSubscriptionInterval(subscription, action.intervalMonths, today);
    case 'cancel':
      return cancelSubscription(subscription, today);
  }
}

/** Whether the subscription's customer is the one named: by id, or by the email they gave. */
async function isOwner(
  q: Queryable,
  shop: ShopIdentity,
  customerId: number,
  owner: CustomerOrEmail,
): Promise<boolean> {
  if ('customerId' in owner) return customerId === owner.customerId;
  const customer = await findCommerceCustomer(q, shop.shopId, customerId);
  return customer !== undefined && customer.email.toLowerCase() === owner.email.toLowerCase();
}

export function createSubscriptionService(deps: SubscriptionDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    async list(shop: ShopIdentity, customerId: number, page: PageQuery) {
      const { subscriptions, total } = await customerSubscriptions(
        db,
        shop.shopId,
        customerId,
        pageWindow(page),
      );
      return listPage(subscriptions, total, page);
    },

    /** One subscription of the customer; anyone else's is not found, as an unknown id. */
    async get(shop: ShopIdentity, id: number, owner: CustomerOrEmail): Promise<Subscription> {
      const stored = await findSubscription(db, shop.shopId, id);
      if (!stored || !(await isOwner(db, shop, stored.customerId, owner)))
        throw new CommerceFailure('not_found', 'Subscription not found');
      return stored.subscription;
    },

    /**
     * Applies an action under a row lock, so two changes at once apply one after the other.
     * "Today" is the calendar day in the shop's market.
     */
    async change(
      shop: ShopIdentity,
      id: number,
      owner: CustomerOrEmail,
      action: SubscriptionAction,
    ): Promise<Subscription> {
      const moment = now();
      const today = localDateOf(moment, marketTimeZone(shop.country));
      return db.transaction(async (tx) => {
        const stored = await findSubscription(tx, shop.shopId, id, { lock: true });
        if (!stored || !(await isOwner(tx, shop, stored.customerId, owner)))
          throw new CommerceFailure('not_found', 'Subscription not found');
        const change = applyAction(stored.subscription, action, today);
        if (!change.ok) {
          const refusal = refusals[change.reason];
          throw new CommerceFailure(refusal.kind, `${refusal.message} (${change.reason})`, [
            { parameter: refusal.parameter, message: change.reason },
          ]);
        }
        await updateSubscription(tx, change.subscription, moment);
        return change.subscription;
      });
    },
  };
}
