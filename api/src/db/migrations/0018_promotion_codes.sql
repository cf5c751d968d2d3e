-- A promotion may have a code (SCAYLE's Promotion `code`): such a promotion takes part for a basket
-- item only where the request names its code beside the promotion's id. Codes are kept upper-case,
-- as voucher codes are; a promotion without one (null) applies as before.
alter table promotions
  add column code text unique check (code ~ '^[A-Z0-9-]{4,32}$');
