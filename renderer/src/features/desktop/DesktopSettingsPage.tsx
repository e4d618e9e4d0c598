import { readTypedNumber } from '../../../../common/digits';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import {
  DESKTOP_ROUTES,
  type BackupExportResult,
  type DesktopBridge,
  type DesktopSettingsView,
} from '../../../../common/desktopBridge';
import { desktopBridge } from '../../desktop/bridge';
import { Page } from '../../shared/ui/Page';
import { QueryState } from '../../shared/ui/QueryState';
import { useDesktopSettings, useExportBackup, useRestartShop, useSaveDesktopSettings, useShopAddresses } from './api';
import styles from './DesktopSettingsPage.module.css';

/**
 * The desktop app's own screen (docs/architecture.md, Desktop shell): where shoppers reach the shop (with
 * QR codes for phones on the shop's Wi-Fi), the settings the shop starts with, and backups. Listed
 * only when window.desktop exists (app/routes.tsx); every action is one bridge call.
 */
export default function DesktopSettingsPage() {
  const desktop = desktopBridge();
  if (!desktop) return null;
  return (
    <Page title="Desktop app">
      <Addresses desktop={desktop} />
      <Settings desktop={desktop} />
      <Backups desktop={desktop} />
    </Page>
  );
}

type Props = { desktop: DesktopBridge };

function Addresses({ desktop }: Props) {
  const addresses = useShopAddresses(desktop);
  return (
    <section className={styles.card} aria-labelledby="desktop-addresses" id="network">
      <h2 id="desktop-addresses">Shop address</h2>
      <QueryState query={addresses}>
        {({ localUrl, thisComputerOnly, network }) => (
          <>
            <p>
              On this computer:{' '}
              <a href={localUrl} target="_blank" rel="noreferrer">
                {localUrl}
              </a>
            </p>
            {network.length > 0 ? (
              <>
                <p>
                  Phones and computers on the shop’s Wi-Fi open the shop at this address. Scan the code with a phone’s
                  camera.
                </p>
                <ul className={styles.qrList}>
                  {network.map(({ url, qrDataUrl }) => (
                    <li key={url} className={styles.qr}>
                      <img src={qrDataUrl} width={180} height={180} alt={`QR code for ${url}`} />
                      <strong>{url}</strong>
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <p className={styles.note}>
                {thisComputerOnly
                  ? 'The shop is open on this computer only. Choose “Everyone on the shop’s network” below to let phones in.'
                  : 'This computer is not connected to a network.'}
              </p>
            )}
            <div className={styles.row}>
              <button type="button" className="button-secondary" onClick={() => void desktop.openStorefront()}>
                Open storefront in browser
              </button>
            </div>
          </>
        )}
      </QueryState>
    </section>
  );
}

function Settings({ desktop }: Props) {
  const settings = useDesktopSettings(desktop);
  return (
    <section className={styles.card} aria-labelledby="desktop-settings">
      <h2 id="desktop-settings">Settings</h2>
      <QueryState query={settings}>{(saved) => <SettingsForm desktop={desktop} saved={saved} />}</QueryState>
    </section>
  );
}

function SettingsForm({ desktop, saved }: Props & { saved: DesktopSettingsView }) {
  const id = useId();
  const [port, setPort] = useState(String(saved.port));
  const [host, setHost] = useState(saved.host);
  const [dataDir, setDataDir] = useState(saved.dataDirInUse);
  const [adminUser, setAdminUser] = useState(saved.adminUser);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string; canRestart?: boolean }>();
  useEffect(() => setOutcome(undefined), [port, host, dataDir, adminUser]);

  const failed = (error: unknown) =>
    setOutcome({ ok: false, text: error instanceof Error ? error.message : String(error) });
  const save = useSaveDesktopSettings(desktop);
  const restartShop = useRestartShop(desktop);
  const restart = () =>
    restartShop.mutate(undefined, {
      onSuccess: (result) =>
        setOutcome(
          result.status === 'restarted'
            ? { ok: true, text: 'The shop restarted with the new settings.' }
            : { ok: false, text: result.message },
        ),
      onError: failed,
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        port: readTypedNumber(port),
        host,
        adminUser,
        dataDir: dataDir.trim() === saved.defaultDataDir ? undefined : dataDir.trim(),
      },
      {
        onSuccess: (result) =>
          setOutcome(
            result.status === 'invalid'
              ? { ok: false, text: result.message }
              : { ok: true, text: 'Saved. The shop uses these settings from its next start.', canRestart: true },
          ),
        onError: failed,
      },
    );
  };
  const chooseFolder = async () => {
    const chosen = await desktop.chooseDataFolder();
    if (chosen) setDataDir(chosen);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor={`${id}-port`}>Port</label>
        <input
          id={`${id}-port`}
          inputMode="numeric"
          value={port}
          onChange={(event) => setPort(event.target.value)}
          aria-describedby={`${id}-port-hint`}
        />
        <p className="hint" id={`${id}-port-hint`}>
          A number from 1024 to 65535; shoppers type it after the address (3000 unless you change it).
        </p>
      </div>
      <fieldset className={styles.choice}>
        <legend>Who can open the shop</legend>
        <label>
          <input type="radio" name={`${id}-host`} checked={host === '0.0.0.0'} onChange={() => setHost('0.0.0.0')} />{' '}
          Everyone on the shop’s network (phones on the Wi-Fi, a tunnel)
        </label>
        <label>
          <input
            type="radio"
            name={`${id}-host`}
            checked={host === '127.0.0.1'}
            onChange={() => setHost('127.0.0.1')}
          />{' '}
          This computer only
        </label>
      </fieldset>
      <div className="field">
        <label htmlFor={`${id}-data`}>Data folder</label>
        <div className={styles.row}>
          <input
            id={`${id}-data`}
            className={styles.grow}
            value={dataDir}
            onChange={(event) => setDataDir(event.target.value)}
            aria-describedby={`${id}-data-hint`}
          />
          <button type="button" className="button-secondary" onClick={() => void chooseFolder()}>
            Choose…
          </button>
          <button
            type="button"
            className="button-secondary"
            onClick={() => setDataDir(saved.defaultDataDir)}
            disabled={dataDir === saved.defaultDataDir}
          >
            Use default
          </button>
        </div>
        <p className="hint" id={`${id}-data-hint`}>
          The database, pictures and backups. A new, empty folder starts a new shop.{' '}
          <button type="button" className={styles.link} onClick={() => void desktop.openDataFolder()}>
            Open the folder in use
          </button>
        </p>
      </div>
      <div className="field">
        <label htmlFor={`${id}-admin`}>Admin username for a new data folder</label>
        <input
          id={`${id}-admin`}
          value={adminUser}
          onChange={(event) => setAdminUser(event.target.value)}
          autoComplete="off"
        />
      </div>
      <div className={styles.row}>
        <button type="submit" className="button" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save settings'}
        </button>
        {outcome?.canRestart && (
          <button type="button" className="button-secondary" onClick={restart} disabled={restartShop.isPending}>
            {restartShop.isPending ? 'Restarting...' : 'Restart the shop now'}
          </button>
        )}
      </div>
      {outcome && (
        <p role={outcome.ok ? 'status' : 'alert'} className={outcome.ok ? styles.ok : styles.error}>
          {outcome.text}
        </p>
      )}
    </form>
  );
}

function Backups({ desktop }: Props) {
  const [message, setMessage] = useState<{ ok: boolean; text: string }>();
  const exportBackup = useExportBackup(desktop);
  const said = {
    onSuccess: (result: BackupExportResult) => {
      if (result.status === 'cancelled') return setMessage(undefined);
      if (result.status === 'saved') return setMessage({ ok: true, text: `Backup saved: ${result.file}` });
      setMessage({ ok: false, text: result.message });
    },
    onError: (error: unknown) =>
      setMessage({ ok: false, text: error instanceof Error ? error.message : String(error) }),
  };
  return (
    <section className={styles.card} aria-labelledby="desktop-backups">
      <h2 id="desktop-backups">Backups</h2>
      <p className={styles.note}>
        One file with the database, the pictures and their checksums. Keep copies on a USB stick or another computer.
      </p>
      <div className={styles.row}>
        <button
          type="button"
          className="button"
          onClick={() => exportBackup.mutate(undefined, said)}
          disabled={exportBackup.isPending}
        >
          Export backup…
        </button>
        {/* The Backups screen's restore, as the Shop menu's (decision 0138): the file is read and shown first. */}
        <Link to={DESKTOP_ROUTES.restoreBackup} className={`button-secondary ${styles.linkButton}`}>
          Restore backup…
        </Link>
      </div>
      {message && (
        <p role={message.ok ? 'status' : 'alert'} className={message.ok ? styles.ok : styles.error}>
          {message.text}
        </p>
      )}
    </section>
  );
}
