// Errors of the fleet functions (fleet-invite, fleet-export): a stable code, an HTTP status and a safe message;
// the cause is kept for the log and never sent.

export type FleetErrorCode =
  | 'invalid_json'
  | 'invalid_request'
  | 'invalid_email'
  | 'invalid_role'
  | 'invalid_format'
  | 'body_too_large'
  | 'unsupported_media_type'
  | 'method_not_allowed'
  | 'sign_in_required'
  | 'not_manager'
  | 'not_owner'
  | 'not_member'
  | 'already_member'
  | 'too_many_invitations'
  | 'truck_not_found'
  | 'work_order_not_found'
  | 'export_too_large'
  | 'export_busy'
  | 'mail_unavailable'
  | 'backend_unavailable';

export class FleetError extends Error {
  readonly code: FleetErrorCode;
  readonly status: number;
  /** Extra response headers (e.g. Retry-After on export_busy). */
  readonly headers: Readonly<Record<string, string>>;

  constructor(code: FleetErrorCode, message: string, options: { status: number; cause?: unknown; headers?: Record<string, string> }) {
    super(message, { cause: options.cause });
    this.name = 'FleetError';
    this.code = code;
    this.status = options.status;
    this.headers = options.headers ?? {};
  }

  toJSON(): { code: FleetErrorCode; message: string } {
    return { code: this.code, message: this.message };
  }

  toResponse(): Response {
    return new Response(JSON.stringify(this.toJSON()), {
      status: this.status,
      headers: { ...this.headers, 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
    });
  }
}

/** Runs a handler body; a FleetError answers as itself, anything else as a 500 whose cause is logged, not sent. */
export async function answerErrors(run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof FleetError) return error.toResponse();
    console.error('fleet function failed', error);
    return new FleetError('backend_unavailable', 'Something went wrong; please try again.', { status: 500 }).toResponse();
  }
}
