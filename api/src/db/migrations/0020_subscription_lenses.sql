-- §1/§3 contact lenses on the saving subscription are ordered per eye: the packs each eye gets and
-- the values the lenses are made in go with every delivery, and the order that started it is kept.
-- Both eyes' packs together may reach 24 (12 per eye). Rows made before hold none of these.
alter table subscriptions
  add column packs_per_eye jsonb,
  add column prescription_values jsonb,
  add column order_id bigint references orders (id);
alter table subscriptions drop constraint subscriptions_quantity_check;
alter table subscriptions add constraint subscriptions_quantity_check check (quantity between 1 and 24);
