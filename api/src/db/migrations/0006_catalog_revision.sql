-- A revision number of the catalogue, raised by every statement that changes catalogue data, so
-- each api process notices changes (an import, an edit in the database) and reloads its read
-- model and search index. Stock updates are not catalogue changes: orders take stock all day, and
-- the process that took it follows at once.
create table catalog_revision (
  id integer primary key check (id = 1),
  revision bigint not null,
  changed_at timestamptz not null
);
insert into catalog_revision (id, revision, changed_at) values (1, 0, now());

create function bump_catalog_revision() returns trigger language plpgsql as $$
begin
  update catalog_revision set revision = revision + 1, changed_at = now() where id = 1;
  return null;
end
$$;

create trigger attribute_groups_revision after insert or update or delete or truncate on attribute_groups
  for each statement execute function bump_catalog_revision();
create trigger attribute_values_revision after insert or update or delete or truncate on attribute_values
  for each statement execute function bump_catalog_revision();
create trigger brands_revision after insert or update or delete or truncate on brands
  for each statement execute function bump_catalog_revision();
create trigger categories_revision after insert or update or delete or truncate on categories
  for each statement execute function bump_catalog_revision();
create trigger products_revision after insert or update or delete or truncate on products
  for each statement execute function bump_catalog_revision();
create trigger variants_revision after insert or delete or truncate on variants
  for each statement execute function bump_catalog_revision();
create trigger variants_data_revision after update of product_id, reference_key, attributes, sellable_without_stock
  on variants for each statement execute function bump_catalog_revision();
create trigger variant_prices_revision after insert or update or delete or truncate on variant_prices
  for each statement execute function bump_catalog_revision();
create trigger campaigns_revision after insert or update or delete or truncate on campaigns
  for each statement execute function bump_catalog_revision();
create trigger promotions_revision after insert or update or delete or truncate on promotions
  for each statement execute function bump_catalog_revision();
create trigger voucher_codes_revision after insert or update or delete or truncate on voucher_codes
  for each statement execute function bump_catalog_revision();
create trigger redirects_revision after insert or update or delete or truncate on redirects
  for each statement execute function bump_catalog_revision();
create trigger navigation_trees_revision after insert or update or delete or truncate on navigation_trees
  for each statement execute function bump_catalog_revision();
