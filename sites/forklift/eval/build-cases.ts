// Writes diagnose.jsonl, the diagnostics evaluation set, from the sample content: exact codes in several spellings,
// technicians' symptom descriptions (paraphrases.ts), codes of one brand asked under another, unanswerable questions.
// Run: node --import tsx sites/forklift/eval/build-cases.ts (deterministic; the file is committed).
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { COMPONENTS } from '../src/content/sample/components';
import { FAILURE_MODES } from '../src/content/sample/failure-modes';
import { generateSampleLibrary } from '../src/content/sample/generate';
import { capitalise } from '../src/content/sample/codes';
import { normalizeCode } from '../src/content/code-reader';

/** The digit groups of a normal form ('SPN-520-FMI-3' → '520-3'): the generator's own cross-brand check. */
function codeDigitsKey(normalized: string): string | undefined {
  const digits = normalized.split('-').filter((group) => /^[0-9]+$/.test(group));
  return digits.length > 0 ? digits.join('-') : undefined;
}
import type { SampleErrorCode } from '../src/content/sample/types';
import type { EvalCase } from './cases';
import { MODE_CUES, PART_SAYINGS, UNANSWERABLE } from './paraphrases';

const BRANDS = ['c-monarch', 'r-raynet', 't-sensei', 'h-brick', 'u-stitch'] as const;

/** Ways technicians type a brand's code, from its printed form. */
function spellings(brand: string, code: string): string[] {
  const digits = code.match(/[0-9]+/g) ?? [];
  const [a = '', b = ''] = digits;
  switch (brand) {
    case 'c-monarch':
      return [code.replace('-', '').toLowerCase(), code.replace('-', ' '), `e-0${a}`, `E.${a}`, a];
    case 'r-raynet':
      return [`${Number(a)}-${Number(b)}`, `${a} ${b}`, `${a}.${b}`, `${Number(a)}/${b}`];
    case 't-sensei':
      return [code.replace(' ', '').toLowerCase(), `AL-0${a}`, `Al ${a}`, a];
    case 'h-brick':
      return [`${a}/${b}`, `spn${a} fmi${b}`, `SPN ${a} FMI 0${b}`, `${a}-${b}`, `SPN-${a}-FMI-${b}`];
    case 'u-stitch':
      return [code.toLowerCase(), `F ${a}-${b}`, `F0${a}.0${b}`, `${a}.${b}`];
    default:
      return [code];
  }
}

function modeOf(code: SampleErrorCode): string | undefined {
  const part = COMPONENTS.find((c) => capitalise(c.name) === code.details.components[0]);
  if (!part) return undefined;
  return FAILURE_MODES[part.kind].find((mode) => mode.titles.some((t) => t.replace('{C}', capitalise(part.name)) === code.title))?.id;
}

function partOf(code: SampleErrorCode): string | undefined {
  return COMPONENTS.find((c) => capitalise(c.name) === code.details.components[0])?.name;
}

/** Every n-th item, starting at an offset, up to `count`. */
function spread<T>(items: T[], count: number, offset = 0): T[] {
  const step = Math.max(1, Math.floor(items.length / count));
  const picked: T[] = [];
  for (let i = offset % step; i < items.length && picked.length < count; i += step) picked.push(items[i] as T);
  return picked;
}

const library = generateSampleLibrary();
const cases: EvalCase[] = [];
const keysOf = (brand: string) => {
  const codes = library.codes.filter((c) => c.brandId === brand);
  return {
    normalized: new Set(codes.map((c) => c.codeNormalized)),
    keys: codes.map((c) => ({ key: codeDigitsKey(c.codeNormalized), letters: c.codeNormalized.match(/[A-Z]+/g) ?? [] })),
  };
};

BRANDS.forEach((brand, brandIndex) => {
  const codes = library.codes.filter((c) => c.brandId === brand).sort((x, y) => x.codeNormalized.localeCompare(y.codeNormalized));
  // Exact codes: 8 codes × 3 spellings (the printed form among them for some).
  spread(codes, 8, brandIndex).forEach((code, i) => {
    const forms = spellings(brand, code.code);
    const chosen = [
      i % 2 === 0 ? code.code : (forms[(i + 3) % forms.length] as string),
      forms[i % forms.length] as string,
      forms[(i + 1) % forms.length] as string,
    ];
    chosen.forEach((spelling, j) => {
      if (normalizeCode(spelling) === '') throw new Error(`empty spelling for ${code.code}`);
      cases.push({
        id: `${brand}-exact-${i + 1}-${j + 1}`,
        type: 'exact',
        request: { brand, code: spelling },
        expect: { code: code.code },
      });
    });
  });
  // Symptoms: 14 codes whose part and failure mode have a technician's wording; the series is chosen, as in the chat.
  const describable = codes.filter((c) => partOf(c) && PART_SAYINGS[partOf(c) as string] && MODE_CUES[modeOf(c) ?? '']);
  spread(describable, 14, brandIndex * 3).forEach((code, i) => {
    const symptoms = `${PART_SAYINGS[partOf(code) as string]}, ${MODE_CUES[modeOf(code) as string]}`;
    cases.push({
      id: `${brand}-symptom-${i + 1}`,
      type: 'symptom',
      request: { brand, series: code.seriesIds[0], symptoms },
      expect: { code: code.code },
    });
  });
  // Codes of other brands, typed as printed, that this brand's manuals do not list in any spelling.
  const own = keysOf(brand);
  const foreign = library.codes
    .filter((c) => c.brandId !== brand)
    .filter((c) => {
      if (own.normalized.has(c.codeNormalized)) return false;
      const key = codeDigitsKey(c.codeNormalized);
      const letters = c.codeNormalized.match(/[A-Z]+/g) ?? [];
      return !own.keys.some((k) => k.key === key && letters.every((l) => k.letters.includes(l)));
    })
    .sort((x, y) => x.id.localeCompare(y.id));
  spread(foreign, 4, brandIndex).forEach((code, i) => {
    cases.push({
      id: `${brand}-cross-${i + 1}`,
      type: 'cross_brand',
      request: { brand, code: code.code },
      expect: { refusal: true, otherBrand: code.brandId },
    });
  });
});

UNANSWERABLE.forEach((question, i) => {
  const brand = BRANDS[i % BRANDS.length] as string;
  cases.push({
    id: `${brand}-unanswerable-${i + 1}`,
    type: 'unanswerable',
    request: { brand, symptoms: question },
    expect: { refusal: true },
  });
});

const out = fileURLToPath(new URL('./diagnose.jsonl', import.meta.url));
writeFileSync(out, `${cases.map((c) => JSON.stringify(c)).join('\n')}\n`);
const counts = cases.reduce<Record<string, number>>((acc, c) => ({ ...acc, [c.type]: (acc[c.type] ?? 0) + 1 }), {});
console.log(`wrote ${cases.length} cases to ${out}: ${JSON.stringify(counts)}`);
