// Why there is no answer, said plainly: a code of another brand, a code no manual lists, or a question outside the manuals.
import type { Retrieval } from './retrieval-types';
import type { DiagnoseRequest } from './types';

export function refusalFor(request: DiagnoseRequest, retrieval: Retrieval): string {
  const brand = retrieval.brand?.name ?? request.brand;
  if (request.code) {
    const other = retrieval.otherBrands[0];
    if (other) {
      const names = [...new Set(retrieval.otherBrands.map((code) => code.brandName))].join(', ');
      return `${request.code} is not a ${brand} code. It is listed for ${names} (${other.code}: ${other.title}). Choose that brand to diagnose it.`;
    }
    const format = retrieval.brand?.codeExample ? ` ${brand} codes are written like ${retrieval.brand.codeExample}.` : '';
    return `No ${brand} manual you can read lists code ${request.code} for the truck you selected.${format} Check the code on the display, or describe the symptom instead.`;
  }
  return `The ${brand} manuals you can read do not cover this. Enter the error code from the display, or describe the symptom with the component involved (for example: "hydraulic pump runs but the forks do not lift").`;
}
