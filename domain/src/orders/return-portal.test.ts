import { describe, expect, it } from 'vitest';
import { returnPortalUrl } from './return-portal.ts';

describe('§7 the return portal link of an order', () => {
  it.each([
    [
      'the shop’s own portal: order and email',
      { portal: 'DEFAULT', domain: 'retouren.lumen-optik.de' },
      'https://retouren.lumen-optik.de/?order=100200300400&email=anna.schmidt%40example.com',
    ],
    [
      'Seven Senders: the orders path filtered by invoice number and customer email',
      { portal: 'SEVEN_SENDERS', domain: 'lumen-optik-ch.returns.sevensenders.com' },
      'https://lumen-optik-ch.returns.sevensenders.com/orders?filter[invoice_number]=100200300400&filter[customer][email]=anna.schmidt%40example.com',
    ],
  ] as const)('%s', (_case, portal, url) => {
    expect(returnPortalUrl(portal, { id: 100200300400, email: 'anna.schmidt@example.com' })).toBe(url);
  });

  it('an email with characters of a query is encoded, never read as another parameter', () => {
    const url = new URL(
      returnPortalUrl(
        { portal: 'DEFAULT', domain: 'retouren.lumen-optik.at' },
        { id: '100200300400', email: 'a+b&order=1@example.com' },
      ),
    );
    expect(url.searchParams.get('email')).toBe('a+b&order=1@example.com');
    expect(url.searchParams.getAll('order')).toEqual(['100200300400']);
  });
});
