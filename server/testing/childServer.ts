import { fork } from 'node:child_process';

/** `pid` lets a bench read the server's memory (/proc/<pid>/status). */
export type ChildServer = { url: string; pid: number; kill: () => Promise<void>; stop: () => Promise<number | null> };

/**
 * Starts a server script (server/main.ts, the benches' bundled shop, a bench's yardstick) in its own Node process on loopback and
 * waits for it to say where it listens (an IPC message `{ url }`). Benches use it so the load generator
 * does not share the server's event loop; the crash test uses it to SIGKILL a real shop.
 */
export async function startChildServer(script: string, env: Record<string, string>): Promise<ChildServer> {
  const child = fork(script, [], {
    // TypeScript runs through tsx's loader; a bundle (bench/bundledShop.ts) runs as it is.
    // BENCH_CPU_PROFILE=<folder> has the server write a CPU profile there when it stops (bench/NOTES.md).
    execArgv: [
      ...(script.endsWith('.ts') ? ['--import', 'tsx'] : []),
      ...(process.env.BENCH_CPU_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE}`] : []),
    ],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`${script} exited with code ${code} before listening`)));
    child.on('message', (message) => {
      const announced = (message as { url?: unknown }).url;
      if (typeof announced === 'string') resolve(announced.replace('localhost', '127.0.0.1'));
    });
  });
  child.removeAllListeners('exit');
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const signal = (name: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(name);
    return exited;
  };
  return {
    url,
    pid: child.pid!,
    /** A quit as the desktop app or a service manager asks for one; resolves with the exit code. */
    stop: () => signal('SIGTERM').then((code) => code),
    /** A crash: the process gets no chance to finish anything. */
    kill: () => signal('SIGKILL').then(() => undefined),
  };
}
