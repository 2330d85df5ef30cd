// Why there is no answer, said plainly, with what to do next: the codes a typing may be (choose one), a code of another
// brand, a code no manual lists, a question about another machine, or a question outside the manuals.
import type { Retrieval } from './retrieval-types';
import type { DiagnoseRequest, RefusalEvent } from './types';

const SUGGESTION =
  'Search the manuals for the component, enter the error code from the display, or name the system and what it does (for example: "hydraulic pump runs but the forks do not lift").';

export function refusalFor(request: DiagnoseRequest, retrieval: Retrieval): RefusalEvent {
  const brand = retrieval.brand?.name ?? request.brand;
  if (request.code && retrieval.matchKind === 'ambiguous') {
    const candidates = retrieval.matches.map((m) => ({ errorCodeId: m.errorCodeId, code: m.code, title: m.title }));
    return {
      kind: 'ambiguous_code',
      reason: `"${request.code}" can be read as ${candidates.map((c) => c.code).join(' or ')}. Which one is on the display?`,
      suggestion: 'Choose the code the display shows, or type it with its separators as the display writes it.',
      candidates,
    };
  }
  if (request.code) {
    const other = retrieval.otherBrands[0];
    if (other) {
      const names = [...new Set(retrieval.otherBrands.map((code) => code.brandName))].join(', ');
      return {
        kind: 'other_brand',
        reason: `${request.code} is not a ${brand} code. It is listed for ${names} (${other.code}: ${other.title}).`,
        suggestion: 'Choose that brand to diagnose it.',
      };
    }
    const format = retrieval.brand?.codeExample ? ` ${brand} codes are written like ${retrieval.brand.codeExample}.` : '';
    return {
      kind: 'unknown_code',
      reason: `No ${brand} manual you can read lists code ${request.code} for the truck you selected.${format}`,
      suggestion: 'Check the code on the display, or describe the symptom instead.',
    };
  }
  const foreign = retrieval.foreign ?? [];
  if (foreign.length > 0) {
    return {
      kind: 'off_topic',
      reason: `This reads like a question about ${foreign.join(' or ')}. The ${brand} forklift manuals do not cover it.`,
      suggestion: SUGGESTION,
    };
  }
  return {
    kind: 'not_covered',
    reason: `The ${brand} manuals you can read do not cover this: nothing in them matches enough of the question.`,
    suggestion: SUGGESTION,
  };
}
