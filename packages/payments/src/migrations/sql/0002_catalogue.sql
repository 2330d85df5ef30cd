-- The catalogue: a premium plan per brand (monthly, yearly), an all-brands plan and a 72-hour pass, with their roles.

insert into payments.products (id, name, description, kind, access_seconds, sort) values
  ('c-monarch-premium', 'C-Monarch Premium', 'Full C-Monarch library: service and parts manuals, wiring diagrams, error codes.', 'subscription', null, 10),
  ('r-raynet-premium', 'R-Raynet Premium', 'Full R-Raynet library: service and parts manuals, wiring diagrams, error codes.', 'subscription', null, 20),
  ('t-sensei-premium', 'T-Sensei Premium', 'Full T-Sensei library: service and parts manuals, wiring diagrams, error codes.', 'subscription', null, 30),
  ('h-brick-premium', 'H-Brick Premium', 'Full H-Brick library: service and parts manuals, wiring diagrams, error codes.', 'subscription', null, 40),
  ('u-stitch-premium', 'U-Stitch Premium', 'Full U-Stitch library: service and parts manuals, wiring diagrams, error codes.', 'subscription', null, 50),
  ('all-brands-premium', 'All Brands Premium', 'Every brand''s full library.', 'subscription', null, 60),
  ('pass-72h', '72-Hour Pass', 'Every brand''s full library for 72 hours, paid once.', 'pass', 259200, 70)
on conflict (id) do nothing;

insert into payments.product_roles (product_id, role_name) values
  ('c-monarch-premium', 'c-monarch-premium'),
  ('r-raynet-premium', 'r-raynet-premium'),
  ('t-sensei-premium', 't-sensei-premium'),
  ('h-brick-premium', 'h-brick-premium'),
  ('u-stitch-premium', 'u-stitch-premium'),
  ('all-brands-premium', 'c-monarch-premium'),
  ('all-brands-premium', 'r-raynet-premium'),
  ('all-brands-premium', 't-sensei-premium'),
  ('all-brands-premium', 'h-brick-premium'),
  ('all-brands-premium', 'u-stitch-premium'),
  ('pass-72h', 'c-monarch-premium'),
  ('pass-72h', 'r-raynet-premium'),
  ('pass-72h', 't-sensei-premium'),
  ('pass-72h', 'h-brick-premium'),
  ('pass-72h', 'u-stitch-premium')
on conflict do nothing;

insert into payments.prices (id, product_id, currency, unit_amount, type, interval) values
  ('price_c_monarch_monthly', 'c-monarch-premium', 'usd', 3900, 'recurring', 'month'),
  ('price_c_monarch_yearly', 'c-monarch-premium', 'usd', 39000, 'recurring', 'year'),
  ('price_r_raynet_monthly', 'r-raynet-premium', 'usd', 3900, 'recurring', 'month'),
  ('price_r_raynet_yearly', 'r-raynet-premium', 'usd', 39000, 'recurring', 'year'),
  ('price_t_sensei_monthly', 't-sensei-premium', 'usd', 3900, 'recurring', 'month'),
  ('price_t_sensei_yearly', 't-sensei-premium', 'usd', 39000, 'recurring', 'year'),
  ('price_h_brick_monthly', 'h-brick-premium', 'usd', 3900, 'recurring', 'month'),
  ('price_h_brick_yearly', 'h-brick-premium', 'usd', 39000, 'recurring', 'year'),
  ('price_u_stitch_monthly', 'u-stitch-premium', 'usd', 3900, 'recurring', 'month'),
  ('price_u_stitch_yearly', 'u-stitch-premium', 'usd', 39000, 'recurring', 'year'),
  ('price_all_brands_monthly', 'all-brands-premium', 'usd', 14900, 'recurring', 'month'),
  ('price_all_brands_yearly', 'all-brands-premium', 'usd', 149000, 'recurring', 'year'),
  ('price_pass_72h', 'pass-72h', 'usd', 1900, 'one_time', null)
on conflict (id) do nothing;
