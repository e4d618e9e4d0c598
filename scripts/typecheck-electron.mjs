// Electron's binary cannot be downloaded on every machine (it is an optional dependency whose
// install step fetches it), so its typings may be absent. Check the shell when they are there,
// and say plainly when they are not.
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

if (!existsSync('node_modules/electron/electron.d.ts')) {
  console.log('typecheck: electron/ skipped: the optional "electron" package is not installed here.');
  process.exit(0);
}
execFileSync('npx', ['tsc', '-p', 'tsconfig.electron.json', '--noEmit'], { stdio: 'inherit' });
