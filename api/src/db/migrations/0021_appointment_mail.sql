-- The confirmation of a booked appointment, to whoever booked it.
alter table mail_outbox drop constraint mail_outbox_kind_check;
alter table mail_outbox add constraint mail_outbox_kind_check check (
  kind in ('verify_email', 'password_reset', 'newsletter_confirmation', 'subscription_cancelled', 'appointment_booked')
);
