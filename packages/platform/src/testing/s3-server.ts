// A local S3-compatible server (s3rver: the real protocol, signatures checked) on loopback, for storage tests.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3Config } from '../config';

// The SDK warns once per process that its 2027 releases need Node 22; in test output that is noise.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

/** s3rver's fixed development credentials. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface TestS3Server {
  /** `http://127.0.0.1:PORT`. */
  endpoint: string;
  /** Settings for a fresh bucket on this server (created by the platform at start). */
  config(bucket?: string): S3Config;
  /** The same as environment variables, for a server process. */
  env(bucket?: string): Record<string, string>;
  /** Every key stored in a bucket, sorted. */
  keys(bucket: string, prefix?: string): Promise<string[]>;
  close(): Promise<void>;
}

export async function startTestS3Server(): Promise<TestS3Server> {
  const directory = mkdtempSync(join(tmpdir(), 'kit-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: CREDENTIALS });
  const freshName = () => `test-${randomBytes(6).toString('hex')}`;
  return {
    endpoint,
    config: (bucket = freshName()) => ({ endpoint, bucket, prefix: '', region: 'us-east-1', credentials: CREDENTIALS }),
    env: (bucket = freshName()) => ({
      S3_URL: `${endpoint}/${bucket}`,
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    }),
    async keys(bucket, prefix) {
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken }));
        for (const entry of page.Contents ?? []) if (entry.Key) keys.push(entry.Key);
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return keys.sort();
    },
    async close() {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
