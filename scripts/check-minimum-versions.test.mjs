import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { compareVersions, findProblems, productionCopies } from './check-minimum-versions.mjs';

describe('minimum versions of production dependencies (issue 12: a CI step instead of npm audit)', () => {
  it('compares versions by number, not as text, and puts a pre-release below its release', () => {
    expect(compareVersions('0.35.5', '0.35.0')).toBe(1);
    expect(compareVersions('0.34.9', '0.35.0')).toBe(-1);
    expect(compareVersions('7.5.10', '7.5.9')).toBe(1);
    expect(compareVersions('10.0.0', '9.99.99')).toBe(1);
    expect(compareVersions('8.4.0', '8.4.0')).toBe(0);
    expect(compareVersions('v2.2.0', '2.2.0')).toBe(0);
    expect(compareVersions('2.2.0-rc.1', '2.2.0')).toBe(-1);
    expect(compareVersions('2.2.0', '2.2.0-rc.1')).toBe(1);
    expect(compareVersions('2.2.0-rc.2', '2.2.0-rc.10')).toBe(-1);
    expect(compareVersions('2.2.0-alpha', '2.2.0-beta')).toBe(-1);
    expect(compareVersions('1.0.0+build.5', '1.0.0')).toBe(0);
  });

  it('refuses what is not a version instead of letting it pass', () => {
    expect(() => compareVersions('latest', '1.0.0')).toThrow(/not a version/);
    expect(() => compareVersions('1.0', '1.0.0')).toThrow(/not a version/);
  });

  it('names every copy below its floor and every floor with nothing installed', () => {
    const minimums = { sharp: { version: '0.35.0' }, tar: { version: '7.5.19' }, multer: { version: '2.2.0' } };
    const copies = [
      { name: 'sharp', version: '0.34.4', where: 'node_modules/sharp' },
      { name: 'tar', version: '7.5.23', where: 'node_modules/tar' },
      { name: 'tar', version: '6.2.1', where: 'node_modules/some-lib/node_modules/tar' },
    ];
    expect(findProblems(minimums, copies)).toEqual([
      'sharp 0.34.4 is below the minimum 0.35.0 (node_modules/sharp)',
      'tar 6.2.1 is below the minimum 7.5.19 (node_modules/some-lib/node_modules/tar)',
      'multer is not installed (minimum 2.2.0)',
    ]);
    expect(findProblems({ tar: { version: '7.5.19' } }, [copies[1]])).toEqual([]);
  });

  describe('what counts as installed', () => {
    let project;
    const write = (dir, manifest) => {
      mkdirSync(path.join(project, dir), { recursive: true });
      writeFileSync(path.join(project, dir, 'package.json'), JSON.stringify(manifest));
    };
    afterEach(() => rmSync(project, { recursive: true, force: true }));

    it('reads the production tree as Node resolves it: nested copies count, dev tools and missing optionals do not', () => {
      project = mkdtempSync(path.join(os.tmpdir(), 'minimum-versions-'));
      write('.', {
        dependencies: { express: '^5', archiver: '^1' },
        optionalDependencies: { electron: '*' },
        devDependencies: { builder: '^1' },
      });
      write('node_modules/express', { version: '5.3.0', dependencies: { 'path-to-regexp': '^8' } });
      write('node_modules/path-to-regexp', { version: '8.4.2' });
      write('node_modules/archiver', { version: '1.0.0', dependencies: { tar: '^6' } });
      write('node_modules/archiver/node_modules/tar', { version: '6.2.1' });
      write('node_modules/builder', { version: '1.0.0', dependencies: { tar: '^5' } });
      write('node_modules/builder/node_modules/tar', { version: '5.0.0' });
      const copies = productionCopies(project, ['express', 'path-to-regexp', 'tar', 'electron']);
      expect(copies.map(({ name, version, where }) => `${name}@${version} ${where}`).sort()).toEqual([
        `express@5.3.0 ${path.join('node_modules', 'express')}`,
        `path-to-regexp@8.4.2 ${path.join('node_modules', 'path-to-regexp')}`,
        `tar@6.2.1 ${path.join('node_modules', 'archiver', 'node_modules', 'tar')}`,
      ]);
    });
  });
});
