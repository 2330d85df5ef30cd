/**
 * The five forklift brands as the design knows them: names, accent colours, the portal pages' ids and paths (seed 000
 * §2, exactly as written), the premium role ids (fixed in migrations 0001/0002) and the catalogue's price ids. What a
 * brand builds (its tagline) is not written here: it is the catalogue's own line (content/sample/brands.ts, the
 * `brands` table's rows), so every page describes a brand the same way and as its series are.
 */
import { BRANDS as CATALOGUE_BRANDS } from '../content/sample/brands';

export type BrandId = 'c-monarch' | 'r-raynet' | 't-sensei' | 'h-brick' | 'u-stitch';

export interface BrandInfo {
  id: BrandId;
  name: string;
  /** Accent colours (AA contrast against white text in light, against the dark background in dark). */
  accent: { light: string; dark: string };
  /** What the brand builds, in one line: the catalogue's tagline. */
  tagline: string;
  freePath: string;
  premiumPath: string;
  /** The `<brand>-premium` role id. */
  premiumRoleId: string;
  monthlyPriceId: string;
  yearlyPriceId: string;
}

const ROLE_PREFIX = '7a1e0c52-5d1f-4c1a-9d01-0000000000';

export const ROLE_IDS = {
  freemium: `${ROLE_PREFIX}10`,
  allAccess: `${ROLE_PREFIX}20`,
  admin: `${ROLE_PREFIX}30`,
} as const;

function catalogueTagline(id: BrandId): string {
  const brand = CATALOGUE_BRANDS.find((entry) => entry.id === id);
  if (!brand) throw new Error(`The catalogue has no brand ${id}.`);
  return brand.tagline;
}

export const BRANDS: readonly BrandInfo[] = [
  {
    id: 'c-monarch',
    name: 'C-Monarch',
    accent: { light: '#b4232c', dark: '#ff8a8f' },
    tagline: catalogueTagline('c-monarch'),
    freePath: 'c-monarch-portal-freemium',
    premiumPath: 'c-monarch-portal-fullaccess',
    premiumRoleId: `${ROLE_PREFIX}01`,
    monthlyPriceId: 'price_c_monarch_monthly',
    yearlyPriceId: 'price_c_monarch_yearly',
  },
  {
    id: 'r-raynet',
    name: 'R-Raynet',
    accent: { light: '#0b5cad', dark: '#8cc2ff' },
    tagline: catalogueTagline('r-raynet'),
    freePath: 'r-raynet-portal-freemium',
    premiumPath: 'r-raynet-portal-freemium-fullaccess',
    premiumRoleId: `${ROLE_PREFIX}02`,
    monthlyPriceId: 'price_r_raynet_monthly',
    yearlyPriceId: 'price_r_raynet_yearly',
  },
  {
    id: 't-sensei',
    name: 'T-Sensei',
    accent: { light: '#b04a00', dark: '#ffb277' },
    tagline: catalogueTagline('t-sensei'),
    freePath: 't-sensei-portal-freemium',
    premiumPath: 't-sensei-portal-fullaccess',
    premiumRoleId: `${ROLE_PREFIX}03`,
    monthlyPriceId: 'price_t_sensei_monthly',
    yearlyPriceId: 'price_t_sensei_yearly',
  },
  {
    id: 'h-brick',
    name: 'H-Brick',
    accent: { light: '#1f7a3a', dark: '#7fdc9a' },
    tagline: catalogueTagline('h-brick'),
    freePath: 'h-brick-portal-freemium',
    premiumPath: 'h-brick-portal-freemium-copy',
    premiumRoleId: `${ROLE_PREFIX}04`,
    monthlyPriceId: 'price_h_brick_monthly',
    yearlyPriceId: 'price_h_brick_yearly',
  },
  {
    id: 'u-stitch',
    name: 'U-Stitch',
    accent: { light: '#6b3fa0', dark: '#c9a6ff' },
    tagline: catalogueTagline('u-stitch'),
    freePath: 'u-stitch-portal-freemium',
    premiumPath: 'u-stitch-portal-freemium-copy',
    premiumRoleId: `${ROLE_PREFIX}05`,
    monthlyPriceId: 'price_u_stitch_monthly',
    yearlyPriceId: 'price_u_stitch_yearly',
  },
];

/** The premium plans that cover every brand. */
export const ALL_BRANDS_PRICES = {
  monthly: 'price_all_brands_monthly',
  yearly: 'price_all_brands_yearly',
  pass: 'price_pass_72h',
} as const;
