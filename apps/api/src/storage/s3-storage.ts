import type { Readable } from 'node:stream';
import { DeleteObjectsCommand, GetObjectCommand, NoSuchKey, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { StorageConfig } from '../config.ts';
import { checkKey, type FileStorage } from './file-storage.ts';

/**
 * Files in an S3-compatible object store (AWS S3, Cloudflare R2, MinIO...), for stores with several
 * app instances: any instance serves a file another one stored. Path-style addresses, which every
 * such store accepts. A stream goes up as a multipart upload (5 MB parts, at most 2 in memory), so
 * its length need not be known in advance; a failed upload is aborted and leaves nothing.
 */
export function createS3Storage(config: Extract<StorageConfig, { kind: 's3' }>): FileStorage {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: true,
    ...(config.credentials ? { credentials: config.credentials } : {}),
  });
  const { bucket } = config;
  return {
    description: `bucket ${bucket} at ${config.endpoint}`,
    async put(key, body, contentType) {
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: checkKey(key), Body: body, ContentType: contentType },
        queueSize: 2,
        partSize: 5 * 1024 * 1024,
        leavePartsOnError: false,
      });
      await upload.done();
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: checkKey(key) }));
        return { body: answer.Body as Readable, bytes: answer.ContentLength ?? 0 };
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NotFound') return null;
        throw error;
      }
    },
    async delete(keys) {
      // One request per 1000 keys (the API's limit); a missing key is no error in S3.
      for (let start = 0; start < keys.length; start += 1000) {
        const batch = keys.slice(start, start + 1000);
        const answer = await client.send(
          new DeleteObjectsCommand({
            Bucket: bucket,
            Delete: { Objects: batch.map((key) => ({ Key: checkKey(key) })), Quiet: true },
          }),
        );
        if (answer.Errors?.length) throw new Error(`could not delete ${answer.Errors.length} files from S3`);
      }
    },
  };
}
