// A failed fleet API call: its own module, so the fleet pages tell it apart before the API client's code has loaded.

export class FleetApiError extends Error {
  /** The HTTP status, 0 when the connection dropped. */
  readonly status: number;

  constructor(
    /** The stable code (PostgREST's `hint`, the function's `code`), else the SQLSTATE or the status. */
    readonly code: string,
    message: string,
    options: { status: number },
  ) {
    super(message);
    this.name = 'FleetApiError';
    this.status = options.status;
  }
}
