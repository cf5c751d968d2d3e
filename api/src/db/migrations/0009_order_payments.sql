-- Issue 5: the payment of each order, and what a failed payment needs to give an order back.
--
-- payment_status: pending (the shopper is at the payment provider), deferred (paid later, by
-- invoice or on delivery: the order is confirmed when placed), or what the provider reported:
-- paid, failed, cancelled. Only a pending payment changes, once. A failed or cancelled payment
-- cancels the order, returns its stock and puts its items back into the basket it came from.
alter table orders
  add column payment_status text not null default 'pending'
    check (payment_status in ('pending', 'deferred', 'paid', 'failed', 'cancelled')),
  add column payment_settled_at timestamptz;

-- Orders placed before payments were kept: invoice and cash on delivery were deferred, a confirmed
-- order was paid when it was confirmed, anything else still waits.
update orders
   set payment_status = case
         when payment_key in ('accounting', 'ratepay_invoice', 'cash_on_delivery') then 'deferred'
         when confirmed_at is not null then 'paid'
         else 'pending'
       end,
       payment_settled_at = case
         when payment_key in ('accounting', 'ratepay_invoice', 'cash_on_delivery') then created_at
         else confirmed_at
       end;

alter table orders
  alter column payment_status drop default,
  add constraint orders_payment_settled check ((payment_status = 'pending') = (payment_settled_at is null));

-- What the basket line of each piece held besides its custom data (§3 basket item), so a failed
-- payment can put the line back as it was: its item group (a prescription bundle stays one), its
-- display data and promotion.
alter table order_items
  add column item_group jsonb check (item_group is null or jsonb_typeof(item_group) = 'object'),
  add column display_data jsonb not null default '{}' check (jsonb_typeof(display_data) = 'object'),
  add column promotion_id text,
  -- The piece was taken from stock; false: it ships from the supplier (§4 sellable without stock),
  -- so a cancelled order gives back only the pieces it took.
  add column from_stock boolean not null default true;
