import { fork } from 'node:child_process';

/**
 * Runs `during` beside a bench client in a process of its own (orderClient.ts, ownerClient.ts), so
 * the client's timings are not the load generator's event loop. The client is sent its plan and
 * answers 'started'; `during` may tell it more as it goes; when `during` ends it is sent 'stop' and
 * answers with what it saw.
 */
export async function whileForked<Plan, Result, T>(
  script: string,
  plan: Plan,
  during: (tell: (message: object) => void) => Promise<T>,
): Promise<[T, Result]> {
  const client = fork(script, [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  // Each reply is asked for before the client can send it: 'started' after the plan, the result after 'stop'.
  const reply = () =>
    new Promise<unknown>((resolve, reject) => {
      client.once('message', resolve);
      client.once('exit', (code) => reject(new Error(`${script} exited with code ${code}`)));
    });
  try {
    client.send(plan as object);
    await reply();
    const result = await during((message) => client.send(message));
    client.send('stop');
    return [result, (await reply()) as Result];
  } finally {
    client.kill();
  }
}
