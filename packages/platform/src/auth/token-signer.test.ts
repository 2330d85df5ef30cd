import { exportJWK, generateKeyPair } from 'jose';
import { describe, expect, it } from 'vitest';
import { createJwtService } from '../keys';
import { createTokenSigner } from './token-signer';

const jwt = createJwtService('a-test-secret-that-is-long-enough-for-hs256');

describe('access-token signer', () => {
  it('signs HS256 with the project secret and publishes no keys', async () => {
    const signer = await createTokenSigner(jwt);
    const token = await signer.sign({ sub: 'u', exp: Math.floor(Date.now() / 1000) + 60 });
    expect(await signer.verify(token)).toMatchObject({ sub: 'u' });
    expect(signer.publicJwks()).toEqual([]);
    await expect(signer.verify(`${token}x`)).rejects.toMatchObject({ status: 403, code: 'bad_jwt' });
  });

  it('signs ES256 with a configured key, publishes its public half and still accepts HS256 API keys', async () => {
    const { privateKey } = await generateKeyPair('ES256', { extractable: true });
    const signer = await createTokenSigner(jwt, JSON.stringify(await exportJWK(privateKey)));
    const token = await signer.sign({ sub: 'u', exp: Math.floor(Date.now() / 1000) + 60 });
    expect(JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString())).toMatchObject({ alg: 'ES256', kid: expect.any(String) });
    expect(await signer.verify(token)).toMatchObject({ sub: 'u' });
    const [jwk] = signer.publicJwks();
    expect(jwk).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
    expect(jwk).not.toHaveProperty('d');
    const apiKey = await jwt.sign({ role: 'anon' });
    expect(await signer.verify(apiKey)).toMatchObject({ role: 'anon' });
    const expired = await signer.sign({ sub: 'u', exp: Math.floor(Date.now() / 1000) - 10 });
    await expect(signer.verify(expired)).rejects.toMatchObject({ code: 'bad_jwt', message: expect.stringContaining('token is expired') });
  });
});
