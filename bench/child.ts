import { fork } from 'node:child_process';

export type ChildServer = { url: string; pid: number; stop: () => Promise<void> };

/**
 * Starts a server script in its own Node process on loopback and waits for it to say where it
 * listens (an IPC message `{ url }`). The load generator then does not share the server's event loop,
 * as a shopper's browser would not.
 */
export async function startChildServer(script: string, env: Record<string, string>): Promise<ChildServer> {
  const child = fork(script, [], { execArgv: ['--import', 'tsx'], env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`${script} exited with code ${code} before listening`)));
    child.on('message', (message) => {
      const announced = (message as { url?: unknown }).url;
      if (typeof announced === 'string') resolve(announced.replace('localhost', '127.0.0.1'));
    });
  });
  child.removeAllListeners('exit');
  return {
    url,
    pid: child.pid!,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
