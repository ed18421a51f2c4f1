/**
 * Starts one of package.json's development-server scripts on a free port of
 * 127.0.0.1 and waits until its first compile is done. The server runs in
 * its own process group, so `stop()` ends npm, Docusaurus and the bundler.
 */
import {spawn} from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

/** A port the system has just handed out, so no other test or server holds it. */
export async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Runs `npm run <script> -- --port <free> --host 127.0.0.1 --no-open` and
 * resolves once the bundler reports its first successful compile. Rejects
 * with the server's output when it exits, reports an error, or takes longer
 * than `timeoutMs` (a cold first compile of one language takes about 20 s on
 * two cores; the limit only bounds a hung server).
 */
export async function startDevServer(script, {timeoutMs = 900_000} = {}) {
  const port = await freePort();
  const child = spawn('npm', ['run', script, '--', '--port', String(port), '--host', '127.0.0.1', '--no-open'], {
    cwd: ROOT,
    detached: true,
    env: {...process.env, NO_UPDATE_NOTIFIER: '1', BROWSER: 'none'},
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      return;
    }
    await exited;
  };
  await new Promise((resolve, reject) => {
    const fail = async (why) => {
      clearTimeout(timer);
      await stop();
      reject(new Error(`npm run ${script}: ${why}\n${output}`));
    };
    const timer = setTimeout(() => fail(`no successful compile within ${timeoutMs / 1000} s`), timeoutMs);
    const read = (chunk) => {
      output += chunk;
      if (/\[ERROR\]|compiled with \d+ errors?|Failed to compile/i.test(output)) fail('the server reported an error');
      else if (/compiled successfully/i.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.setEncoding('utf8').on('data', read);
    child.stderr.setEncoding('utf8').on('data', read);
    child.once('exit', (code, signal) => fail(`exited (${signal ?? code}) before serving`));
  });
  return {origin: `http://127.0.0.1:${port}`, stop, output: () => output};
}
