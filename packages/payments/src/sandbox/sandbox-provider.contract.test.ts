// The provider contract on the sandbox provider, over each test database backend.
import { createTestDatabase, testBackends } from '@kit/platform/testing';
import { describe } from 'vitest';
import { paymentsMigrations } from '../migrations/payments-migrations';
import { providerContract } from '../provider/provider-contract';
import { signatureHeader } from '../provider/signature';
import { createSandboxProvider } from './sandbox-provider';

const WEBHOOK_SECRET = 'whsec_contract';

describe.each(testBackends())('provider contract: sandbox on %s', (backend) => {
  providerContract(async () => {
    const test = await createTestDatabase(backend, paymentsMigrations());
    const provider = createSandboxProvider({
      db: test.db,
      webhookSecret: WEBHOOK_SECRET,
      baseUrl: () => 'http://localhost:3000',
      transport: async () => 200,
      tickMs: 0,
    });
    await provider.start();
    return {
      provider,
      sign: (payload) => signatureHeader(payload, WEBHOOK_SECRET, Math.floor(Date.now() / 1000)),
      close: async () => {
        await provider.close();
        await test.drop();
      },
    };
  });
});
