-- The showcase's membership, sold in the page with the payment element: a 30-day pass (one payment) whose purchase
-- grants the member role through the payment webhook (payments' catalogue links products to role names).

insert into payments.products (id, name, description, kind, access_seconds, sort) values
  ('showcase-membership', 'Showcase membership', 'Thirty days of the showcase''s member guides and downloads.', 'pass', 2592000, 100)
on conflict (id) do nothing;

insert into payments.product_roles (product_id, role_name) values ('showcase-membership', 'showcase-member')
on conflict do nothing;

insert into payments.prices (id, product_id, currency, unit_amount, type, interval) values
  ('price_showcase_membership', 'showcase-membership', 'eur', 900, 'one_time', null)
on conflict (id) do nothing;
