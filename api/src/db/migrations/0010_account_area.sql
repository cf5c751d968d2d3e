-- Issue 5, the account area's own data: the prescriptions a customer keeps to reuse in the
-- configurator, and the billing and shipping address of the user page (updateUser). Orders,
-- branch orders, appointments and subscriptions stay the commerce backend's.

create table saved_prescriptions (
  id bigint generated always as identity primary key,
  customer_id bigint not null references customers (id) on delete cascade,
  -- At most 60 characters besides whitespace (§5), single spaces between words.
  name text not null check (char_length(name) between 1 and 120),
  -- §3 prescription values {left, right}, checked by the domain's PrescriptionValuesSchema on the
  -- way in and on the way out.
  prescription_values jsonb not null check (
    jsonb_typeof(prescription_values) = 'object'
    and jsonb_typeof(prescription_values -> 'left') = 'object'
    and jsonb_typeof(prescription_values -> 'right') = 'object'
  ),
  -- The day the optician measured it, if the customer knows it.
  measured_on date,
  created_at timestamptz not null default now()
);
create index saved_prescriptions_customer on saved_prescriptions (customer_id, id desc);

-- One billing and one shipping address per account, as the customer keeps them on the user page;
-- the fields of the domain's AddressInput, and the market's country (ISO alpha-3, §1 DE-DEU...).
create table customer_addresses (
  customer_id bigint not null references customers (id) on delete cascade,
  kind text not null check (kind in ('billing', 'shipping')),
  first_name text not null,
  last_name text not null,
  street text not null,
  house_number text not null,
  zip_code text not null,
  city text not null,
  addition text,
  country_code text not null check (country_code ~ '^[A-Z]{3}$'),
  updated_at timestamptz not null default now(),
  primary key (customer_id, kind)
);
