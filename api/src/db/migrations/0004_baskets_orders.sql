-- Baskets, wishlists, customers and orders of the commerce backend (§3 Basket, Wishlist, Order,
-- User; §7 "Commerce backend"). Prices are never stored on basket lines: a basket is priced from
-- the catalogue on every answer. Orders keep what was bought and paid as a snapshot.

-- A basket per shop and key (the storefront's session or customer); created on first read.
create table baskets (
  id bigint generated always as identity primary key,
  shop_id integer not null,
  key text not null check (key ~ '^[A-Za-z0-9_-]{1,100}$'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (shop_id, key)
);

create table basket_items (
  -- `id` orders the lines as they were added; `key` is what the API hands out.
  id bigint generated always as identity primary key,
  key uuid not null unique,
  basket_id bigint not null references baskets (id) on delete cascade,
  variant_id integer not null,
  quantity integer not null check (quantity > 0),
  -- §3 item group {id, isMainItem, isRequired}; null for an ungrouped item.
  item_group jsonb check (item_group is null or jsonb_typeof(item_group) = 'object'),
  item_group_id text generated always as (coalesce(item_group ->> 'id', '')) stored,
  custom_data jsonb not null default '{}' check (jsonb_typeof(custom_data) = 'object'),
  display_data jsonb not null default '{}' check (jsonb_typeof(display_data) = 'object'),
  promotion_id text,
  created_at timestamptz not null default now(),
  -- One line per variant and item group (§4 matching): concurrent adds merge, never duplicate.
  unique (basket_id, variant_id, item_group_id)
);

-- The voucher code applied to a basket (one per basket); checked again on every answer.
create table basket_vouchers (
  basket_id bigint primary key references baskets (id) on delete cascade,
  code text not null,
  applied_at timestamptz not null default now()
);

create table wishlists (
  id bigint generated always as identity primary key,
  shop_id integer not null,
  key text not null check (key ~ '^[A-Za-z0-9_-]{1,100}$'),
  created_at timestamptz not null default now(),
  unique (shop_id, key)
);

create table wishlist_items (
  id bigint generated always as identity primary key,
  key uuid not null unique,
  wishlist_id bigint not null references wishlists (id) on delete cascade,
  product_id integer not null,
  -- Null while no variant was chosen (SCAYLE's WishlistItem.variantId).
  variant_id integer,
  variant_key integer generated always as (coalesce(variant_id, 0)) stored,
  item_group jsonb check (item_group is null or jsonb_typeof(item_group) = 'object'),
  custom_data jsonb not null default '{}' check (jsonb_typeof(custom_data) = 'object'),
  created_at timestamptz not null default now(),
  unique (wishlist_id, product_id, variant_key)
);

-- Customers of a shop (§3 User); issue 5 adds sessions and sign-in on top.
create table customers (
  id bigint generated always as identity (start with 10001) primary key,
  shop_id integer not null,
  email text not null check (email ~ '^[^@\s]+@[^@\s]+$'),
  first_name text not null,
  last_name text not null,
  gender text check (gender in ('m', 'f', 'd')),
  birth_date date,
  phone text,
  -- `scrypt$N$r$p$salt$hash` (node:crypto); null for guests, who have no password.
  password_hash text check (password_hash is null or password_hash like 'scrypt$%'),
  is_guest boolean not null default false,
  is_active boolean not null default true,
  verified boolean not null default false,
  created_at timestamptz not null default now(),
  check (is_guest or password_hash is not null)
);
-- One account per email and shop; guests may order again with the same email.
create unique index customers_shop_email on customers (shop_id, lower(email)) where not is_guest;

create table orders (
  -- §5: an order id is 12 digits.
  id bigint primary key check (id between 100000000000 and 999999999999),
  -- Ids are random; this keeps the order in which orders were placed (lists, ties in created_at).
  seq bigint generated always as identity unique,
  shop_id integer not null,
  customer_id bigint not null references customers (id),
  -- The token of the success page (§2 /success/?cbd=...), unguessable.
  cbd_token text not null unique check (cbd_token ~ '^[A-Za-z0-9_-]{20,200}$'),
  -- Kept on the order for the order status lookup (§2): id plus email or zip code.
  email text not null,
  zip_code text not null,
  currency text not null check (currency in ('EUR', 'CHF', 'PLN', 'CZK')),
  -- §3 Order.cost {withTax, withoutTax, tax, appliedFees}, computed on the server.
  cost jsonb not null check (jsonb_typeof(cost) = 'object'),
  vouchers jsonb not null default '[]' check (jsonb_typeof(vouchers) = 'array'),
  payment_key text not null,
  carrier_key text not null,
  shipping_address jsonb not null check (jsonb_typeof(shipping_address) = 'object'),
  billing_address jsonb not null check (jsonb_typeof(billing_address) = 'object'),
  basket_key text,
  -- The same key with the same request (hash) answers the same order; seeded orders have none.
  idempotency_key text,
  request_hash text,
  created_at timestamptz not null default now(),
  confirmed_at timestamptz,
  unique (shop_id, idempotency_key),
  check ((idempotency_key is null) = (request_hash is null))
);
create index orders_customer on orders (customer_id, created_at desc, seq desc);

create table order_packages (
  id bigint generated always as identity (start with 7001) primary key,
  order_id bigint not null references orders (id) on delete cascade,
  position integer not null,
  -- §4 delivery statuses.
  delivery_status text not null check (
    delivery_status in (
      'open', 'shipment_pending', 'delegation_pending', 'shipment_completed', 'cancellation_completed',
      'returned', 'partially_returned', 'cancelled', 'partially_cancelled'
    )
  ),
  carrier_key text not null,
  delivery_min date not null,
  delivery_max date not null check (delivery_max >= delivery_min),
  tracking_id text,
  tracking_url text,
  check ((tracking_id is null) = (tracking_url is null)),
  unique (order_id, position)
);

-- One row per ordered piece (§3 items with status), with a snapshot of product and variant.
create table order_items (
  id bigint generated always as identity (start with 900001) primary key,
  order_id bigint not null references orders (id) on delete cascade,
  package_id bigint not null references order_packages (id),
  position integer not null,
  variant_id integer not null,
  product_id integer not null,
  status text not null default 'available'
    check (status in ('available', 'unavailable', 'cancelled', 'returned')),
  price_with_tax integer not null check (price_with_tax >= 0),
  price_without_tax integer not null check (price_without_tax >= 0 and price_without_tax <= price_with_tax),
  product jsonb not null check (jsonb_typeof(product) = 'object'),
  variant jsonb not null check (jsonb_typeof(variant) = 'object'),
  custom_data jsonb not null default '{}' check (jsonb_typeof(custom_data) = 'object'),
  unique (order_id, position)
);
create index order_items_order on order_items (order_id);
