-- Issue 5: server-side sessions, the mail outbox, mailed tokens (email verification, password
-- reset) and failed sign-in attempts (the sign-in rate limit).

-- A session is found by the SHA-256 of its cookie value: a copy of this table signs nobody in.
create table sessions (
  id_hash text primary key check (id_hash ~ '^[0-9a-f]{64}$'),
  shop_id integer not null,
  -- The anonymous basket and wishlist, created with the session and kept across sign-in.
  basket_key text not null check (basket_key ~ '^[A-Za-z0-9_-]{1,100}$'),
  wishlist_key text not null check (wishlist_key ~ '^[A-Za-z0-9_-]{1,100}$'),
  customer_id bigint references customers (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index sessions_expires_at on sessions (expires_at);
create index sessions_customer on sessions (customer_id) where customer_id is not null;

-- No mail server is configured: mails wait here (and are logged) for whatever sends them.
create table mail_outbox (
  id bigint generated always as identity primary key,
  shop_id integer not null,
  recipient text not null,
  kind text not null check (kind in ('verify_email', 'password_reset')),
  subject text not null,
  body text not null,
  created_at timestamptz not null default now(),
  sent_at timestamptz
);

-- The token of a mailed link, stored as its SHA-256; usable once, until it expires.
create table account_tokens (
  token_hash text primary key check (token_hash ~ '^[0-9a-f]{64}$'),
  purpose text not null check (purpose in ('verify_email', 'password_reset')),
  customer_id bigint not null references customers (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index account_tokens_customer on account_tokens (customer_id, purpose);

-- One row per failed sign-in, under the account (`account:{shop}:{email}`) and the address
-- (`address:{ip}`); only the rate-limit window is ever read.
create table sign_in_failures (
  id bigint generated always as identity primary key,
  scope text not null,
  failed_at timestamptz not null default now()
);
create index sign_in_failures_scope on sign_in_failures (scope, failed_at);
