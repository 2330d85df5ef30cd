// grant_type=web3: Sign in with Solana or Ethereum. No Web3 provider is configurable on this server, so a known chain
// is answered as GoTrue answers it with the provider disabled, and any other chain as unsupported.
import type { AuthCall } from '../call';
import { badRequest } from '../errors';

const CHAINS = new Set(['solana', 'ethereum']);

export async function web3Grant(call: AuthCall): Promise<unknown> {
  const chain = call.body().string('chain');
  if (!CHAINS.has(chain)) throw badRequest('web3_unsupported_chain', 'Unsupported chain');
  throw badRequest('web3_provider_disabled', 'Web3 provider is disabled');
}
