// The chat's diagnosis online, or on the phone from the saved content when the network is off or does not answer
// before the first event (a refusal by the server — limits, sign-in — is never worked around offline).
import { diagnose, type DiagnoseInput, type StreamEvent } from '../elements/diagnostic-chat/chat-api';

export async function diagnoseOnlineOrSaved(
  input: DiagnoseInput,
  onEvent: (event: StreamEvent) => void,
  signal?: AbortSignal,
): Promise<'network' | 'device'> {
  const offline = async () => {
    const { canDiagnoseOffline, diagnoseOffline } = await import('./offline-diagnose');
    return (await canDiagnoseOffline(input.brand).catch(() => false)) ? diagnoseOffline : null;
  };
  if (typeof navigator !== 'undefined' && !navigator.onLine) {
    const run = await offline();
    if (run) {
      await run(input, onEvent);
      return 'device';
    }
  }
  let received = false;
  try {
    await diagnose(
      input,
      (event) => {
        received = true;
        onEvent(event);
      },
      signal,
    );
    return 'network';
  } catch (error) {
    // A fetch that never answered is a TypeError; the server's own errors are ChatApiErrors.
    const run = !received && error instanceof TypeError && !signal?.aborted ? await offline() : null;
    if (!run) throw error;
    await run(input, onEvent);
    return 'device';
  }
}
