-- Issue 14: which session placed each order of the checkout, so that only that session sees the
-- order's personal data on the success page and completes its sandbox payment. The success token
-- and the session id are kept as their SHA-256 only: a copy of this table neither opens a success
-- page nor signs anybody in. Orders placed before this table existed have no row: their success
-- page shows no personal data, and their pending sandbox payments end as abandoned.
create table order_placements (
  cbd_token_hash text primary key check (cbd_token_hash ~ '^[0-9a-f]{64}$'),
  shop_id integer not null,
  session_id_hash text not null check (session_id_hash ~ '^[0-9a-f]{64}$'),
  placed_at timestamptz not null default now(),
  -- The sandbox payment's step, used once: the outcome it was used for, and when.
  payment_step_outcome text check (payment_step_outcome in ('success', 'failure', 'cancel')),
  payment_step_used_at timestamptz,
  constraint order_placements_step_used check ((payment_step_outcome is null) = (payment_step_used_at is null))
);
