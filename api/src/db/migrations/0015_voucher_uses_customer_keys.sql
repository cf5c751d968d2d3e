-- Issue 14 §6: how often a voucher code may be used, and customers' basket and wishlist keys that
-- nobody can work out from a customer id.

-- Uses in all (max_uses) and per customer (max_uses_per_customer); null is no limit.
alter table voucher_codes
  add column max_uses integer check (max_uses > 0),
  add column max_uses_per_customer integer check (max_uses_per_customer > 0);

-- The seed's welcome codes are a first-order gift: once per customer. A database seeded before this
-- migration gets the limit here; a new one from the seed (seed/catalog/marketing.ts).
update voucher_codes
   set max_uses_per_customer = 1
 where code in ('WILLKOMMEN10', 'BIENVENUE10', 'BENVENUTO10', 'WITAJ10', 'VITEJTE10')
   and max_uses_per_customer is null;

-- One row per order that used a code, written with the order under the code's row lock, so a
-- limit holds under parallel orders; deleted when the order's payment fails or is cancelled (the
-- use is given back). A customer is their account (customer_id) and, for guests, who make a new
-- customer row with every order, their email address (lower-cased).
create table voucher_uses (
  order_id bigint primary key references orders (id) on delete cascade,
  code text not null,
  customer_id bigint not null references customers (id) on delete cascade,
  email text not null,
  used_at timestamptz not null default now()
);
create index voucher_uses_code_customer on voucher_uses (code, customer_id);
create index voucher_uses_code_email on voucher_uses (code, email);

-- Orders placed before count, unless their payment failed or was cancelled.
insert into voucher_uses (order_id, code, customer_id, email, used_at)
select o.id, v ->> 'code', o.customer_id, lower(o.email), o.created_at
  from orders o
 cross join lateral jsonb_array_elements(o.vouchers) as v
 where o.payment_status not in ('failed', 'cancelled') and v ->> 'code' is not null
on conflict (order_id) do nothing;

-- A customer's own basket and wishlist keys were `customer-{id}-basket` and `customer-{id}-wishlist`:
-- whoever could call the commerce backend could read anyone's. Now each customer gets random keys
-- (two UUIDs' worth of randomness, 64 hex digits: never the 43 characters of an anonymous key), the
-- same on every device, kept here.
alter table customers
  add column basket_key text not null unique
    default replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''),
  add column wishlist_key text not null unique
    default replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');

-- Everything that holds an old key moves to the new one: the basket and wishlist themselves, the
-- sessions signed in with them, orders whose failed payment puts lines back, ROPO baskets and
-- merges still waiting (a guest's basket brought along at sign-in).
update baskets b set key = c.basket_key from customers c where b.key = 'customer-' || c.id || '-basket';
update wishlists w set key = c.wishlist_key from customers c where w.key = 'customer-' || c.id || '-wishlist';
update sessions s set basket_key = c.basket_key from customers c
 where s.basket_key = 'customer-' || c.id || '-basket';
update sessions s set wishlist_key = c.wishlist_key from customers c
 where s.wishlist_key = 'customer-' || c.id || '-wishlist';
update orders o set basket_key = c.basket_key from customers c where o.basket_key = 'customer-' || c.id || '-basket';
update ropo_baskets r set basket_key = c.basket_key from customers c
 where r.basket_key = 'customer-' || c.id || '-basket';
update basket_merges m set basket_key = c.basket_key from customers c
 where m.basket_key = 'customer-' || c.id || '-basket';
update basket_merges m set wishlist_key = c.wishlist_key from customers c
 where m.wishlist_key = 'customer-' || c.id || '-wishlist';
