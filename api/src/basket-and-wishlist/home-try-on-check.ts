import { checkHomeTryOn, homeTryOnFrame, homeTryOnFrameCount, isHomeTryOnItem } from '@lumen/domain';
import type { GroupedItemPayload, RpcErrorDetail } from '@lumen/domain';
import type { RpcContext } from '../rpc/define-procedure.ts';
import { AppError } from '../rpc/app-error.ts';
import { getBasket } from './basket-changes.ts';
import { productsOfVariants } from './products-of-variants.ts';

const reasons = {
  disabledInShop: 'Home try-on is not offered in this shop',
  notPrescriptionGlasses: 'Only prescription glasses frames are sent for home try-on',
  zeroTariff: 'Zero-tariff frames are not sent for home try-on',
  alreadyLent: 'This frame is already in the basket for home try-on',
} as const;

/**
 * §5 frames for home try-on go into the basket only where the shop offers it, only frames that may
 * be tried on (prescription glasses outside the zero tariff, read from the catalogue), one piece
 * each (not again while the basket holds it), and no more at once than the shop sends, counting those already in the basket (all but the
 * group an edit replaces). Anything else refuses the whole call before anything is written; the
 * basket's pricing holds to the same rule, so a frame that slips past is never free.
 */
export async function refuseHomeTryOnNotOffered(
  ctx: Pick<RpcContext, 'commerce' | 'shopSettings' | 'session'>,
  items: readonly Pick<GroupedItemPayload, 'variantId' | 'quantity' | 'customData' | 'itemGroup'>[],
  /** Where item `index` is in the payload: `payload` for one item, `payload.items.{index}` in a list. */
  itemField: (index: number) => string,
  /** The item group an edit replaces: its frames leave the basket as the new ones come in. */
  replacingGroup?: string,
): Promise<void> {
  const incoming = items.flatMap((item, index) => (isHomeTryOnItem(item) ? [{ item, index }] : []));
  if (incoming.length === 0) return;
  const { homeTryOn } = (await ctx.shopSettings()).customData;
  const products = await productsOfVariants(
    ctx.commerce,
    incoming.map(({ item }) => item.variantId),
  );
  const details: RpcErrorDetail[] = [];
  for (const { item, index } of incoming) {
    const product = products.get(item.variantId);
    const check = checkHomeTryOn({
      ...(product ? homeTryOnFrame(product) : { isPrescriptionGlasses: false, isZeroTariff: false }),
      shopEnablesHomeTryOn: homeTryOn.enabled,
    });
    if (!check.ok) details.push({ field: `${itemField(index)}.variantId`, message: reasons[check.reason] });
    else if ((item.quantity ?? 1) !== 1) {
      details.push({
        field: `${itemField(index)}.quantity`,
        message: 'A frame is sent for home try-on once',
      });
    }
  }
  if (details.length === 0) {
    const session = await ctx.session.find();
    const inBasket = session
      ? (await getBasket(ctx.commerce, session.basketKey)).items.filter(
          (line) => replacingGroup === undefined || line.itemGroup?.id !== replacingGroup,
        )
      : [];
    // Adding it again would merge into the lent line and make it two pieces: a frame is lent once.
    const lent = new Set(inBasket.filter(isHomeTryOnItem).map((line) => line.variant.id));
    for (const { item, index } of incoming) {
      if (lent.has(item.variantId)) {
        details.push({ field: `${itemField(index)}.variantId`, message: reasons.alreadyLent });
      }
    }
    const frames = homeTryOnFrameCount(inBasket) + homeTryOnFrameCount(items);
    if (details.length === 0 && frames > homeTryOn.maxFrames) {
      details.push({
        field: `${itemField(incoming[0]!.index)}.customData.configurationItems`,
        message: `At most ${homeTryOn.maxFrames} frames are sent for home try-on at a time`,
      });
    }
  }
  if (details.length === 0) return;
  throw new AppError('VALIDATION_FAILED', details[0]!.message, { details });
}
