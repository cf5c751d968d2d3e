-- Issue 6: the api's own records beside the commerce backend's: ROPO baskets and reservations,
-- newsletter subscriptions (double opt-in), the client log (§7 logMessage), page views (§7
-- analytics beacon), and the hits of per-address rate limits.

-- The ROPO basket of a visitor (§3, §4 fixed slots), under the session's basket key: it stays
-- with the session through sign-in for as long as the session keeps that key.
create table ropo_baskets (
  shop_id integer not null,
  basket_key text not null check (basket_key ~ '^[A-Za-z0-9_-]{1,100}$'),
  -- [{"product": {"id": 1}, "variant": {"id": 10}}, null, ...]: the domain's RopoArticle slots.
  slots jsonb not null check (jsonb_typeof(slots) = 'array'),
  updated_at timestamptz not null default now(),
  primary key (shop_id, basket_key)
);

-- Frames reserved for pickup in a branch (§1 ROPO): what the branch prepares and the shopper
-- names at the counter (`R-` and eight characters that cannot be misread).
create table ropo_reservations (
  id text primary key check (id ~ '^R-[2-9A-HJ-NP-Z]{8}$'),
  shop_id integer not null,
  branch_id text not null references branches (id),
  -- The signed-in customer, if any; the contact is always the one given with the reservation.
  customer_id bigint references customers (id) on delete set null,
  -- {"firstName", "lastName", "email", "phone"?}
  contact jsonb not null check (jsonb_typeof(contact) = 'object'),
  -- [{"productId", "variantId", "referenceKey", "name"}]: what to set aside, as it was offered.
  items jsonb not null check (jsonb_typeof(items) = 'array' and jsonb_array_length(items) > 0),
  ready_from timestamptz not null,
  created_at timestamptz not null default now()
);
create index ropo_reservations_branch on ropo_reservations (branch_id, ready_from);
create index ropo_reservations_customer on ropo_reservations (customer_id) where customer_id is not null;

-- Newsletter sign-ups with double opt-in: pending until the mailed link is followed. The consent
-- and confirmation moments are what the shop must be able to show for every address it mails.
create table newsletter_subscriptions (
  id bigint generated always as identity primary key,
  shop_id integer not null,
  email text not null check (email ~ '^[^@\s]+@[^@\s]+$'),
  first_name text,
  status text not null check (status in ('pending', 'confirmed')),
  consented_at timestamptz not null,
  -- The SHA-256 of the link's token; the link confirms (again) until it expires.
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  token_expires_at timestamptz not null,
  confirmed_at timestamptz,
  check ((status = 'confirmed') = (confirmed_at is not null))
);
create unique index newsletter_subscriptions_shop_email on newsletter_subscriptions (shop_id, lower(email));

-- §7 logMessage: errors and warnings of the shop's pages, also written to the server log.
create table client_log (
  id bigint generated always as identity primary key,
  shop_id integer not null,
  level text not null check (level in ('error', 'warn', 'info')),
  message text not null check (length(message) between 1 and 2000),
  path text,
  context jsonb check (context is null or jsonb_typeof(context) = 'object'),
  request_id text not null,
  logged_at timestamptz not null default now()
);
create index client_log_logged_at on client_log (logged_at);

-- §7 analytics: one row per reported page view. Error pages are never reported.
create table page_views (
  id bigint generated always as identity primary key,
  base_url text not null,
  path text not null,
  -- Null when the page was opened directly.
  referrer text,
  language text not null,
  country text not null,
  page_type text not null check (page_type <> 'error'),
  page_title text not null,
  -- The success page's cbd token as SHA-256: joins a view to its order without making this table
  -- a key to the order's data.
  cbd_token_hash text check (cbd_token_hash ~ '^[0-9a-f]{64}$'),
  -- §6: flagged by the page or recognised from the user agent here.
  is_bot_traffic boolean not null,
  user_agent text not null,
  is_mobile boolean not null,
  reported_at timestamptz not null default now()
);
create index page_views_reported_at on page_views (reported_at);

-- One row per counted call of a rate-limited scope (`order-status:{address}`...); only the window
-- of its limit is ever read, older rows are deleted when the scope is counted again.
create table rate_limit_hits (
  id bigint generated always as identity primary key,
  scope text not null,
  hit_at timestamptz not null default now()
);
create index rate_limit_hits_scope on rate_limit_hits (scope, hit_at);

-- The mails of this issue: the newsletter's confirmation and a saving subscription's cancellation.
alter table mail_outbox drop constraint mail_outbox_kind_check;
alter table mail_outbox add constraint mail_outbox_kind_check check (
  kind in ('verify_email', 'password_reset', 'newsletter_confirmation', 'subscription_cancelled')
);
