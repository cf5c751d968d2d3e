-- The confirmation of a placed order, to the order's email address, once per order.
alter table mail_outbox drop constraint mail_outbox_kind_check;
alter table mail_outbox add constraint mail_outbox_kind_check check (
  kind in ('verify_email', 'password_reset', 'newsletter_confirmation', 'subscription_cancelled', 'appointment_booked',
           'order_confirmation')
);

-- A mail sent once per thing names that thing (an order confirmation: the order's id). A second
-- insert of the same kind and key in the shop adds nothing, whichever retry or parallel request
-- makes it; mails sent as often as they are asked for (a new verification link) have none.
alter table mail_outbox add column once_key text;
create unique index mail_outbox_once on mail_outbox (shop_id, kind, once_key) where once_key is not null;
