// The offline feature's errors: a stable code and a sentence for the member (never a raw browser message).
export type OfflineErrorCode = 'sign_in_required' | 'manual_not_found' | 'plan_required' | 'file_unreadable' | 'file_incomplete';

export class OfflineError extends Error {
  constructor(
    readonly code: OfflineErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'OfflineError';
  }
}
