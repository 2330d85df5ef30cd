import { exportJWK, generateKeyPair } from 'jose';
import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createJwtService, parseSigningJwk, SigningKeyError } from '../keys';
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
    expect(JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString())).toMatchObject({
      alg: 'ES256',
      kid: expect.any(String),
    });
    expect(await signer.verify(token)).toMatchObject({ sub: 'u' });
    const [jwk] = signer.publicJwks();
    expect(jwk).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
    expect(jwk).not.toHaveProperty('d');
    const apiKey = await jwt.sign({ role: 'anon' });
    expect(await signer.verify(apiKey)).toMatchObject({ role: 'anon' });
    const expired = await signer.sign({ sub: 'u', exp: Math.floor(Date.now() / 1000) - 10 });
    await expect(signer.verify(expired)).rejects.toMatchObject({ code: 'bad_jwt', message: expect.stringContaining('token is expired') });
  });

  it('signs RS256 with an RSA key, which a JWT service given the same key verifies for the other services', async () => {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
    // As key generators write it (auth-js's test keys too): both operations in key_ops.
    const jwk = JSON.stringify({ ...(await exportJWK(privateKey)), kid: 'rsa-1', alg: 'RS256', key_ops: ['sign', 'verify'] });
    const signer = await createTokenSigner(jwt, jwk);
    const token = await signer.sign({ sub: 'u', role: 'authenticated', exp: Math.floor(Date.now() / 1000) + 60 });
    expect(JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString())).toMatchObject({ alg: 'RS256', kid: 'rsa-1' });
    expect(signer.publicJwks()).toEqual([expect.objectContaining({ kty: 'RSA', alg: 'RS256', kid: 'rsa-1', use: 'sig' })]);
    expect(signer.publicJwks()[0]).not.toHaveProperty('d');
    const services = createJwtService('a-test-secret-that-is-long-enough-for-hs256', await parseSigningJwk(jwk));
    expect(await services.verify(token)).toMatchObject({ sub: 'u', role: 'authenticated' });
    expect(await services.verify(await jwt.sign({ role: 'anon' }))).toMatchObject({ role: 'anon' });
    await expect(jwt.verify(token)).rejects.toMatchObject({ code: 'jwt_invalid' });
    const other = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
    const forged = await (
      await createTokenSigner(jwt, JSON.stringify({ ...(await exportJWK(other.privateKey)), kid: 'rsa-1' }))
    ).sign({ sub: 'u' });
    await expect(services.verify(forged)).rejects.toMatchObject({ code: 'jwt_invalid' });
  });

  it('refuses keys it cannot sign with', async () => {
    const { publicKey } = await generateKeyPair('ES256', { extractable: true });
    await expect(createTokenSigner(jwt, JSON.stringify(await exportJWK(publicKey)))).rejects.toBeInstanceOf(SigningKeyError);
    await expect(createTokenSigner(jwt, 'not json')).rejects.toBeInstanceOf(SigningKeyError);
    const small = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ format: 'jwk' });
    await expect(createTokenSigner(jwt, JSON.stringify(small))).rejects.toThrow('at least 2048 bits');
  });
});
