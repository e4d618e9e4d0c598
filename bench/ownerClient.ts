// The owner's admin app during a sale-day rush, for bench/sale.ts, in a process of its own: the
// orders list every 5 s and the dashboard every 30 s, timed from here so that what it reports is the
// shop's answer and not the queue of the process that drives the shoppers' load.
// Started by forkedClient.ts; talks over IPC.

export type OwnerPlan = { url: string; token: string };
export type OwnerTimes = { list: number[]; dashboard: number[]; failed: string[] };

function pollAsOwner({ url, token }: OwnerPlan) {
  const times: OwnerTimes = { list: [], dashboard: [], failed: [] };
  const pending = new Set<Promise<void>>();
  // A poll that fails is counted and named, not thrown: the rush goes on and the table says so.
  const ask = (into: number[], address: string) => {
    const asking = (async () => {
      const started = performance.now();
      try {
        const response = await fetch(`${url}${address}`, { headers: { Authorization: `Bearer ${token}` } });
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        into.push(performance.now() - started);
      } catch (error) {
        times.failed.push(`${address}: ${error instanceof Error ? error.message : String(error)}`);
      }
    })().finally(() => pending.delete(asking));
    pending.add(asking);
  };
  const list = () => ask(times.list, '/api/orders');
  const dashboard = () => ask(times.dashboard, '/admin/dashboard-data');
  const polls = [setInterval(list, 5_000), setInterval(dashboard, 30_000)];
  // The app asks for both as it opens.
  list();
  dashboard();
  return async () => {
    polls.forEach(clearInterval);
    await Promise.all(pending);
    return times;
  };
}

let stop: (() => Promise<OwnerTimes>) | undefined;
process.on('message', async (message: OwnerPlan | 'stop') => {
  if (message !== 'stop') {
    stop = pollAsOwner(message);
    process.send!('started');
  } else if (stop) {
    process.send!(await stop());
    process.disconnect();
  }
});
