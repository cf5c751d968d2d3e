import {
  cancelSubscription,
  changeSubscriptionInterval,
  pauseSubscription,
  resumeSubscription,
  skipNextDelivery,
} from '@lumen/domain';
import type { IsoDate, ShopIdentity, Subscription, SubscriptionChange } from '@lumen/domain';
import type { Db } from '../../db/db.ts';
import { requireCustomer } from '../branches/customer-scope.ts';
import { listPage, pageWindow } from '../branches/list-page.ts';
import type { PageQuery } from '../branches/list-page.ts';
import { localDateOf, marketTimeZone } from '../branches/local-time.ts';
import { CommerceError } from '../http/commerce-error.ts';
import { customerSubscriptions, findSubscription, updateSubscription } from './subscription-repository.ts';
import type { SubscriptionAction } from './subscription-request.ts';

export interface SubscriptionDeps {
  db: Db;
  /** The clock "today" is read from (in the shop's market); tests fix it. */
  now?: () => Date;
}

type Refusal = Extract<SubscriptionChange, { ok: false }>['reason'];

/**
 * How each refusal of the domain answers: a change the subscription's state forbids is a 409, a
 * pause date the rules refuse a 422; the parameter at fault carries the domain's reason.
 */
const refusals: Record<Refusal, { status: 409 | 422; parameter: string; message: string }> = {
  cancelled: { status: 409, parameter: 'action', message: 'The subscription is cancelled' },
  not_paused: { status: 409, parameter: 'action', message: 'The subscription is not paused' },
  already_paused: { status: 409, parameter: 'action', message: 'The subscription is paused already' },
  pause_in_past: { status: 422, parameter: 'until', message: 'A pause must end after today' },
  pause_too_long: { status: 422, parameter: 'until', message: 'A pause lasts at most six months' },
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

export function createSubscriptionService(deps: SubscriptionDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    async list(shop: ShopIdentity, customerId: number, page: PageQuery) {
      await requireCustomer(db, shop, customerId);
      const { subscriptions, total } = await customerSubscriptions(
        db,
        shop.shopId,
        customerId,
        pageWindow(page),
      );
      return listPage(subscriptions, total, page);
    },

    /** One subscription of the customer; anyone else's is the unknown id's 404. */
    async get(shop: ShopIdentity, id: number, customerId: number): Promise<Subscription> {
      const stored = await findSubscription(db, shop.shopId, id);
      if (!stored || stored.customerId !== customerId) throw new CommerceError(404, 'Subscription not found');
      return stored.subscription;
    },

    /**
     * Applies an action under a row lock, so two changes at once apply one after the other.
     * "Today" is the calendar day in the shop's market.
     */
    async change(
      shop: ShopIdentity,
      id: number,
      customerId: number,
      action: SubscriptionAction,
    ): Promise<Subscription> {
      const moment = now();
      const today = localDateOf(moment, marketTimeZone(shop.country));
      return db.transaction(async (tx) => {
        const stored = await findSubscription(tx, shop.shopId, id, { lock: true });
        if (!stored || stored.customerId !== customerId)
          throw new CommerceError(404, 'Subscription not found');
        const change = applyAction(stored.subscription, action, today);
        if (!change.ok) {
          const refusal = refusals[change.reason];
          throw new CommerceError(refusal.status, `${refusal.message} (${change.reason})`, [
            { parameter: refusal.parameter, message: change.reason },
          ]);
        }
        await updateSubscription(tx, change.subscription, moment);
        return change.subscription;
      });
    },
  };
}
