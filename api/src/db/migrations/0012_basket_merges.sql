-- Issue 5: the anonymous basket and wishlist a visitor had when signing in, remembered for the
-- customer until they are merged into the customer's own (at sign-in, or by mergeBaskets when the
-- merge at sign-in failed or could not move everything). Nothing else remembers those keys once
-- the session has moved to the customer's, so this row is what keeps the items from being lost.
create table basket_merges (
  id bigint generated always as identity primary key,
  shop_id integer not null,
  customer_id bigint not null references customers (id) on delete cascade,
  basket_key text not null check (basket_key ~ '^[A-Za-z0-9_-]{1,100}$'),
  wishlist_key text not null check (wishlist_key ~ '^[A-Za-z0-9_-]{1,100}$'),
  -- A merge under way holds its row until then (a lease, not a lock: the backend calls of a merge
  -- must not hold a transaction open), so two requests never move the same items twice.
  claimed_until timestamptz,
  created_at timestamptz not null default now(),
  unique (shop_id, basket_key)
);
create index basket_merges_customer on basket_merges (customer_id);

-- Items of the anonymous basket or wishlist already in the customer's: a merge cut short (backend
-- down, process ended) never moves them a second time.
create table basket_merge_moved_items (
  merge_id bigint not null references basket_merges (id) on delete cascade,
  item_key text not null,
  primary key (merge_id, item_key)
);
