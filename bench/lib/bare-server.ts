/**
 * The bare `node:http` server, run as its own process (as the product's server is), so it
 * does not share a core with the load generator: answers every request with the bytes of
 * the file named by its first argument, typed by its second; prints its port once listening.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [file, contentType] = process.argv.slice(2);
if (!file || !contentType) throw new Error('usage: bare-server.ts <bytes file> <content type>');
const bytes = readFileSync(file);

const server = createServer((request, response) => {
  request.resume();
  response.writeHead(200, { 'content-type': contentType, 'content-length': bytes.length });
  response.end(bytes);
});
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${(server.address() as { port: number }).port}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
