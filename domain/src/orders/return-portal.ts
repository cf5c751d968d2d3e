import type { Shop } from '../shops/shop-schema.ts';

/**
 * The return portal's address for an order (§7, §9 return portals DEFAULT and SEVEN_SENDERS): the
 * shop's own portal takes the order and the email as query parameters; Seven Senders' portal lists
 * a customer's orders under `orders`, filtered by the invoice number and the customer's email.
 */
export function returnPortalUrl(
  portal: Shop['orderReturnPortal'],
  order: { id: number | string; email: string },
): string {
  const id = encodeURIComponent(String(order.id));
  const email = encodeURIComponent(order.email);
  return portal.portal === 'SEVEN_SENDERS'
    ? `https://${portal.domain}/orders?filter[invoice_number]=${id}&filter[customer][email]=${email}`
    : `https://${portal.domain}/?order=${id}&email=${email}`;
}
