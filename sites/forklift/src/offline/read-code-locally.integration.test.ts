// The phone's code reader agrees with the database's (0080): every sample code, typed in the spellings technicians
// use (lower case, no separators, extra or missing zeros, O for 0, another brand's letters, digits only), is read
// into the same codes with the same penalties by both, for its brand and for all brands.
import { startForkliftPlatform, testBackends, type ForkliftPlatform } from '@kit/site-forklift/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCodeLocally, readCodeLocallyBest, type LocalBrandFormat, type LocalCode } from './read-code-locally';

function spellings(code: string): string[] {
  const lower = code.toLowerCase();
  return [
    code,
    lower,
    lower.replace(/[^a-z0-9]/g, ''),
    code.replace(/[0-9]+/g, (digits) => `0${digits}`),
    code.replace(/\b0+(?=\d)/g, ''),
    code.replace(/0/g, 'O'),
    code.replace(/[^0-9]+/g, ' ').trim(),
    code.replace(/[A-Z]+/g, 'X'),
  ];
}

describe.each(testBackends())('the local code reader on %s', (backend) => {
  let platform: ForkliftPlatform;
  let codes: LocalCode[];
  let brands: LocalBrandFormat[];
  beforeAll(async () => {
    platform = await startForkliftPlatform({ backend });
    codes = (await platform.db.query<LocalCode>('select id, brand_id, code, code_normalized from public.error_codes')).rows;
    brands = (await platform.db.query<LocalBrandFormat>('select id, code_example, code_pattern from public.brands')).rows;
  }, 180_000);
  afterAll(() => platform?.close());

  const server = async (typed: string, brand: string | null, best: boolean) =>
    (
      await platform.db.query<{ error_code_id: string; penalty: number; how: string }>(
        `select error_code_id, penalty, how from public.${best ? 'read_error_code_best' : 'read_error_code'}($1, $2)`,
        [typed, brand],
      )
    ).rows
      .map((row) => `${row.error_code_id}:${Number(row.penalty)}:${row.how}`)
      .sort();

  it('reads every sample code in every spelling as the database does', async () => {
    expect(codes.length).toBeGreaterThan(100);
    // Every tenth code (all brands and formats appear), in every spelling, for its brand and for all brands.
    const sample = codes.filter((_, index) => index % 10 === 0);
    let compared = 0;
    for (const code of sample) {
      for (const typed of spellings(code.code)) {
        for (const brand of [code.brand_id, null]) {
          const local = readCodeLocally(typed, codes, brands, brand)
            .map((r) => `${r.code.id}:${r.penalty}:${r.how}`)
            .sort();
          expect(local, `${typed} for ${brand ?? 'all brands'}`).toEqual(await server(typed, brand, false));
          compared += 1;
        }
      }
    }
    expect(compared).toBeGreaterThan(100);
  }, 120_000);

  it.each([['0311'], ['101'], ['f57'], ['spn522fmi7'], ['E-2I2'], ['O1-O1'], ['al023'], ['520-3'], [''], ['%%'], ['9'.repeat(80)]])(
    'keeps the fewest-penalty readings of %s as read_error_code_best does',
    async (typed) => {
      const local = readCodeLocallyBest(typed, codes, brands, null)
        .map((r) => `${r.code.id}:${r.penalty}:${r.how}`)
        .sort();
      expect(local).toEqual(await server(typed, null, true));
    },
  );
});
