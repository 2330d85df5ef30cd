// A failed call of the portal's browser clients (search, viewer, bookmarks, fleets): its own module, so a page tells it
// apart before the client's code has loaded (the fleet pages load theirs with the first call).

export class PortalApiError extends Error {
  /** The HTTP status, 0 when the connection dropped. */
  readonly status: number;

  constructor(
    /** The stable code (PostgREST's `hint`, the function's `code`), else the SQLSTATE or the status. */
    readonly code: string,
    message: string,
    options: { status: number },
  ) {
    super(message);
    this.name = 'PortalApiError';
    this.status = options.status;
  }
}
