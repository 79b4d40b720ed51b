import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';

// The baseline of the upload-memory bench: a plain Node server that streams a request's body to a
// file in DIR (and deletes it again) and answers 201: the same bytes to the same disk, no checks.
const dir = process.env.DIR as string;
let count = 0;
const server = createServer((request, response) => {
  const file = join(dir, `upload-${count++}`);
  pipeline(request, createWriteStream(file))
    .then(() => rm(file, { force: true }))
    .then(
      () => response.writeHead(201, { 'content-type': 'application/json' }).end('{}'),
      (error: unknown) => response.writeHead(500).end(String(error)),
    );
});
server.listen(Number(process.env.PORT), '127.0.0.1');
process.once('SIGTERM', () => server.close(() => process.exit(0)));
