#!/usr/bin/env node
import { CreateBucketCommand, HeadBucketCommand, S3Client } from '@aws-sdk/client-s3';

// Creates the bucket named by S3_BUCKET when it is missing, with the S3_* variables the server reads
// (README "Configuration"). compose.yaml runs it once before the servers start; against an existing
// bucket it changes nothing, so running it again is safe.

const env = process.env;
const bucket = env.S3_BUCKET;
if (!bucket || !env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY) {
  console.error('S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set');
  process.exit(2);
}

const client = new S3Client({
  region: env.S3_REGION || 'us-east-1',
  endpoint: env.S3_ENDPOINT || undefined,
  forcePathStyle: ['true', '1'].includes((env.S3_FORCE_PATH_STYLE ?? '').toLowerCase()),
  credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY },
});

try {
  await client.send(new HeadBucketCommand({ Bucket: bucket }));
  console.log(`bucket ${bucket} is there`);
} catch (error) {
  if (error?.$metadata?.httpStatusCode !== 404) throw error;
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  console.log(`bucket ${bucket} created`);
} finally {
  client.destroy();
}
