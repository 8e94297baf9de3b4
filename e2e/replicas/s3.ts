// The storage tests' S3-compatible server (s3rver behind api/test/s3-server.ts), as a process of
// its own for the replica cluster: prints its settings as one JSON line, stops on SIGTERM.
import { startTestS3Server } from '../../api/test/s3-server';

async function main(): Promise<void> {
  const s3 = await startTestS3Server(process.argv[2] || 'campusnotes-replicas');
  const { endpoint, bucket, region, accessKeyId, secretAccessKey } = s3;
  process.stdout.write(`${JSON.stringify({ endpoint, bucket, region, accessKeyId, secretAccessKey })}\n`);
  const stop = () => void s3.close().finally(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  // The cluster holds our stdin: when it dies without stopping us, we go too.
  process.stdin.on('end', stop).resume();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
