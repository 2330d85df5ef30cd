// Each brand's way of writing an error code, from the system, the part and the failure mode: one format per brand.
import { SYSTEMS } from './brands';

/** Digit/group of a system for brands that encode it in the code (battery shares electrical's, 1..9). */
function systemGroup(systemId: string): number {
  if (systemId === 'battery') return 2;
  if (systemId === 'can-network') return 9;
  const index = SYSTEMS.findIndex((s) => s.id === systemId);
  if (index < 0) throw new Error(`unknown system ${systemId}`);
  return index + 1;
}

export interface CodeInput {
  systemId: string;
  seriesIndex: number;
  componentIndex: number;
  fmi: number;
}

/** Allocates codes for one brand; returns undefined when the brand's number space for that system is full. */
export function codeAllocator(brandId: string): (input: CodeInput) => string | undefined {
  const counters = new Map<string, number>();
  const nextIn = (key: string, limit: number): number | undefined => {
    const n = (counters.get(key) ?? 0) + 1;
    if (n > limit) return undefined;
    counters.set(key, n);
    return n;
  };
  const two = (n: number) => String(n).padStart(2, '0');
  return (input) => {
    switch (brandId) {
      case 'c-monarch': {
        const digit = systemGroup(input.systemId);
        const n = nextIn(`e${digit}`, 99);
        return n === undefined ? undefined : `E-${digit}${two(n)}`;
      }
      case 'r-raynet': {
        const group = SYSTEMS.findIndex((s) => s.id === input.systemId) + 1;
        const n = nextIn(`g${group}`, 99);
        return n === undefined ? undefined : `${two(group)}-${two(n)}`;
      }
      case 't-sensei': {
        const block = SYSTEMS.findIndex((s) => s.id === input.systemId);
        const n = nextIn(`al${block}`, 99);
        return n === undefined ? undefined : `AL ${block * 100 + n}`;
      }
      case 'h-brick':
        return `SPN ${520 + input.seriesIndex * 100 + input.componentIndex} FMI ${input.fmi}`;
      case 'u-stitch': {
        const group = systemGroup(input.systemId);
        const n = nextIn(`f${group}`, 99);
        return n === undefined ? undefined : `F${group}.${n}`;
      }
      default:
        throw new Error(`no code format for brand ${brandId}`);
    }
  };
}
