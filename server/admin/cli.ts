// `npm run admin -- set-password [username]`: resets the owner's password from a terminal on the
// shop's own computer, for the day it is forgotten. Reads SHOP_DATA_DIR like the server does.
import { createInterface } from 'node:readline/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { adminPasswordSchema } from '../../common/admin';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { setAdminPassword } from './queries';
import { admins } from './schema';

const [command, username] = process.argv.slice(2);
if (command !== 'set-password') {
  process.stderr.write('Usage: npm run admin -- set-password [username]\n');
  process.exit(2);
}

const config = loadConfig();
const file = path.join(config.dataDir, 'shop.db');
if (!existsSync(file)) {
  process.stderr.write(`No shop database at ${file}. Set SHOP_DATA_DIR to the shop's data folder.\n`);
  process.exit(1);
}
const db = openDatabase(file);
const admin = username
  ? db
      .select()
      .from(admins)
      .where(sql`lower(${admins.username}) = ${username.toLowerCase()}`)
      .get()
  : db.select().from(admins).orderBy(admins.id).get();
if (!admin) {
  process.stderr.write(
    username ? `No admin named ${username}.\n` : 'This shop has no admin yet: start it once to create one.\n',
  );
  process.exit(1);
}

const password = process.stdin.isTTY ? await askTwice() : await readLine();
const checked = adminPasswordSchema.safeParse(password);
if (!checked.success) {
  process.stderr.write(`${checked.error.issues[0]?.message ?? 'Invalid password'}\n`);
  process.exit(1);
}
await setAdminPassword(db, admin.id, checked.data, config.passwordHashRounds);
db.$client.close();
process.stdout.write(`The password of ${admin.username} is changed. Signed-in admin sessions have ended.\n`);

/** From a pipe (scripts, tests): the first line. */
async function readLine(): Promise<string> {
  const lines = createInterface({ input: process.stdin });
  for await (const line of lines) return line;
  return '';
}

/** At a terminal: typed twice without echo, so it is neither shown nor mistyped. */
async function askTwice(): Promise<string> {
  const first = await askHidden('New password: ');
  if (first !== (await askHidden('Again: '))) {
    process.stderr.write('The two passwords differ. Nothing was changed.\n');
    process.exit(1);
  }
  return first;
}

function askHidden(prompt: string): Promise<string> {
  process.stdout.write(prompt);
  process.stdin.setRawMode(true);
  process.stdin.resume();
  return new Promise((resolve) => {
    let typed = '';
    const onData = (chunk: Buffer) => {
      for (const char of chunk.toString('utf8')) {
        if (char === '\u0003') process.exit(130);
        if (char === '\r' || char === '\n') {
          process.stdin.off('data', onData);
          process.stdin.setRawMode(false);
          process.stdin.pause();
          process.stdout.write('\n');
          resolve(typed);
          return;
        }
        typed = char === '\u007f' ? typed.slice(0, -1) : typed + char;
      }
    };
    process.stdin.on('data', onData);
  });
}
