// Turns a diagnose request into retrieval parameters: the code as typed (the database's code reader reads any
// spelling, 0080) and the words to rank by.
import { looksLikeCode } from '../content/code-reader';
import type { RetrieveParams } from './retrieval-types';
import type { DiagnoseRequest } from './types';

export interface RetrievalQuery {
  params: RetrieveParams;
  /** The free text the answer is ranked by (symptoms, or the last user turn). */
  query: string;
  /** The request with a code typed into the symptoms box moved to `code`. */
  request: DiagnoseRequest;
}

export function retrievalQuery(input: DiagnoseRequest, minCoverage?: number): RetrievalQuery {
  let request = input;
  if (!request.code && request.symptoms && looksLikeCode(request.symptoms)) {
    request = { ...request, code: request.symptoms, symptoms: undefined };
  }
  const lastUserTurn = [...request.history].reverse().find((turn) => turn.role === 'user')?.text;
  const query = request.symptoms ?? (request.code ? '' : (lastUserTurn ?? ''));
  return {
    request,
    query,
    params: {
      brand: request.brand,
      series: request.series,
      model: request.model,
      serial: request.serial,
      fuelType: request.fuelType,
      code: request.code || undefined,
      query: query || undefined,
      limit: 5,
      minCoverage,
    },
  };
}
