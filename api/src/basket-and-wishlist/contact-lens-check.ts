import {
  contactLensOrderOfItem,
  contactLensOrderProblems,
  contactLensParametersOf,
  isContactLensOrderItem,
  isSubscriptionEligible,
  productTypeOf,
} from '@lumen/domain';
import type { ContactLensOrderProblem, GroupedItemPayload, RpcErrorDetail } from '@lumen/domain';
import type { RpcContext } from '../rpc/define-procedure.ts';
import { AppError } from '../rpc/app-error.ts';
import { productsOfVariants } from './products-of-variants.ts';

/** English texts of the domain's contact-lens messages, for the api's error details. */
const problemTexts: Record<string, string> = {
  'validation.required': 'is required for this lens',
  'validation.contactLens.notOffered': 'is not a value this lens is made in',
  'validation.prescription.range': 'is out of range',
  'validation.prescription.step': 'is not on the step of this value',
  'validation.contactLens.packs': 'must be a whole number of packs from 0 to 12',
  'validation.contactLens.noPacks': 'must order at least one pack',
  'validation.contactLens.packsSum': 'must be the packs of both eyes together',
  'validation.contactLens.noSubscription': 'is not offered for this lens in this shop',
  'validation.contactLens.interval': 'must be a subscription interval of 1, 2, 3 or 6 months',
};

/** Where a problem of the order lies in the item as the client sent it. */
function itemPath(problem: ContactLensOrderProblem): string {
  const [side, field] = problem.path.split('.');
  if (field === 'packs') return `customData.quantity.${side}`;
  if (field) return `customData.prescriptionValues.${side}.${field}`;
  if (side === 'packs' || side === 'quantity') return 'quantity';
  if (side === 'subscription') return 'customData.subscription';
  return 'customData.subscriptionDefinition.subscriptionInterval';
}

/**
 * §3/§5 contact lenses go into the basket only in values the lens is made in: for every incoming
 * item that carries packs per eye, the packs add up to its quantity, each eye that gets packs has
 * every value its lens asks for and only those, and a subscription is one the shop and the lens
 * offer. The product is read from the catalogue, never from the request; anything wrong refuses the
 * whole call before anything is written.
 */
export async function refuseUnmakeableContactLenses(
  ctx: Pick<RpcContext, 'commerce' | 'shopSettings'>,
  items: readonly Pick<GroupedItemPayload, 'variantId' | 'quantity' | 'customData'>[],
  /** Where item `index` is in the payload: `payload` for one item, `payload.items.{index}` in a list. */
  itemField: (index: number) => string,
): Promise<void> {
  const loose: RpcErrorDetail[] = items.flatMap((item, index) =>
    !isContactLensOrderItem(item) &&
    (item.customData?.subscription !== undefined || item.customData?.subscriptionDefinition !== undefined)
      ? [
          {
            field: `${itemField(index)}.customData.subscription`,
            message: 'The saving subscription is for contact lenses ordered with packs per eye',
          },
        ]
      : [],
  );
  if (loose.length > 0) throw new AppError('VALIDATION_FAILED', loose[0]!.message, { details: loose });
  const orders = items.flatMap((item, index) => {
    if (!isContactLensOrderItem(item)) return [];
    const read = contactLensOrderOfItem({ ...item, quantity: item.quantity ?? 1 });
    return read ? [{ index, ...read }] : [];
  });
  if (orders.length === 0) return;

  const products = await productsOfVariants(
    ctx.commerce,
    orders.map(({ order }) => order.variantId),
  );
  const { featureFlags } = await ctx.shopSettings();

  const details: RpcErrorDetail[] = [];
  for (const { index, order, problems } of orders) {
    const at = (path: string) => `${itemField(index)}.${path}`;
    const product = products.get(order.variantId);
    const parameters =
      product && productTypeOf(product) === 'contact-lens-pdp' ? contactLensParametersOf(product) : undefined;
    if (!product || !parameters) {
      // Packs per eye on anything but a contact lens is a client's mistake, not a lens to make.
      details.push({
        field: at('customData.quantity'),
        message: 'Packs per eye are only for contact lenses',
      });
      continue;
    }
    const eligible = featureFlags.subscription && isSubscriptionEligible(product);
    for (const problem of [...problems, ...contactLensOrderProblems(parameters, order, eligible)]) {
      const text = problemTexts[problem.message.key] ?? 'is not valid';
      details.push({ field: at(itemPath(problem)), message: `${itemPath(problem)} ${text}` });
    }
  }
  if (details.length === 0) return;
  throw new AppError('VALIDATION_FAILED', details[0]?.message ?? 'Contact lenses not valid', { details });
}
